import { Input } from 'antd';
import { factoryDay } from '@stone/shared/cutting/days';
import type { TFunction } from 'i18next';
import { dayField, selectField } from '../../../components/crud/search-fields.tsx';
import type { SearchField } from '../../../components/crud/search-form.tsx';

type Choice = { value: string; label: string };

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
