import { DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { factoryDay } from '@stone/shared/cutting/days';
import type { TFunction } from 'i18next';
import type { SearchField } from '../../../components/crud/search-form.tsx';

type Choice = { value: string; label: string };

/** A day in the URL as YYYY-MM-DD (the server counts days on the factory clock). */
const dayField = (name: string, label: string): SearchField => ({
  name,
  label,
  input: <DatePicker allowClear />,
  toText: (value) => (dayjs.isDayjs(value) ? (value as Dayjs).format('YYYY-MM-DD') : undefined),
  fromText: (text) => (dayjs(text).isValid() ? dayjs(text) : undefined),
});

const selectField = (name: string, label: string, options: Choice[]): SearchField => ({
  name,
  label,
  input: (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 150 }}
      options={options}
    />
  ),
  toText: (v) => (typeof v === 'string' ? v : undefined),
});

/** The reports' filters; the worker filter only for those who see everyone's reports. */
export function reportFilters(
  t: TFunction<'workReports'>,
  choices: { processes: Choice[]; workers: Choice[] | null },
): SearchField[] {
  return [
    dayField('fromDay', t('fields.fromDay')),
    dayField('toDay', t('fields.toDay')),
    selectField('processId', t('fields.process'), choices.processes),
    ...(choices.workers ? [selectField('workerId', t('fields.worker'), choices.workers)] : []),
    { name: 'scan', label: t('fields.scan'), input: <Input allowClear style={{ width: 160 }} /> },
  ];
}

/**
 * Today as the factory counts it (China time, as the server does, docs/adr/0017), whatever the
 * device's zone: the list's range when the URL names none.
 */
export const today = () => factoryDay(new Date());
