import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { DataOf } from '@stone/shared';
import type { SearchField } from '../../../components/crud/search-form.tsx';

type Choices = DataOf<'webSolutionSlabCut/getCuttingDataChoices'> | undefined;

/** A factory day in the URL as YYYY-MM-DD (the server counts days on the factory clock). */
const dayField = (name: string, label: string): SearchField => ({
  name,
  label,
  input: <DatePicker allowClear />,
  toText: (value) => (dayjs.isDayjs(value) ? (value as Dayjs).format('YYYY-MM-DD') : undefined),
  fromText: (text) => (dayjs(text).isValid() ? dayjs(text) : undefined),
});

const selectField = (
  name: string,
  label: string,
  options: { id: string; label: string }[] | undefined,
): SearchField => ({
  name,
  label,
  input: (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 150 }}
      options={(options ?? []).map((o) => ({ value: o.id, label: o.label }))}
    />
  ),
  toText: (v) => (typeof v === 'string' ? v : undefined),
});

export function cuttingSearchFields(t: TFunction<'cutting'>, choices: Choices): SearchField[] {
  return [
    dayField('fromDay', t('fields.fromDay')),
    dayField('toDay', t('fields.toDay')),
    selectField('deviceId', t('fields.device'), choices?.devices),
    selectField('operatorId', t('fields.operator'), choices?.operators),
    selectField('projectId', t('fields.project'), choices?.projects),
    selectField('materialId', t('fields.material'), choices?.materials),
  ];
}
