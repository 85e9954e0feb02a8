import { DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { en } from '../locales/en.ts';
import { PROJECT_LIMITS } from '@stone/shared/projects/enums';
import type { SearchField } from '../../../components/crud/search-form.tsx';

type Option = { value: string; label: string };

/** A day picker whose URL value is the ISO time of the day's start (or end). */
function dayField(name: string, label: string, edge: 'start' | 'end'): SearchField {
  return {
    name,
    label,
    input: <DatePicker allowClear />,
    toText: (value) => {
      if (!dayjs.isDayjs(value)) return undefined;
      const day = value as Dayjs;
      return (edge === 'start' ? day.startOf('day') : day.endOf('day')).toISOString();
    },
    fromText: (text) => (dayjs(text).isValid() ? dayjs(text) : undefined),
  };
}

/** Search by every field of the list body (product-spec: search by every field). */
export function projectSearchFields(
  t: TFunction<'projects'>,
  typeOptions: Option[],
): SearchField[] {
  const text = (name: keyof typeof en.fields, max: number, placeholder?: string): SearchField => ({
    name,
    label: t(`fields.${name}`),
    input: <Input allowClear maxLength={max} placeholder={placeholder} />,
  });
  return [
    text('keyword', PROJECT_LIMITS.nameMax, t('fields.keywordHint')),
    text('name', PROJECT_LIMITS.nameMax),
    // Order numbers match by prefix, case-sensitive: an index range at 100,000 projects.
    text('orderNo', PROJECT_LIMITS.orderNoMax, t('fields.orderNoHint')),
    text('customerName', PROJECT_LIMITS.customerMax),
    text('customerBrand', PROJECT_LIMITS.customerMax),
    {
      name: 'projectType',
      label: t('fields.projectType'),
      input: <Select allowClear options={typeOptions} style={{ minWidth: 140 }} />,
      toText: (v) => (typeof v === 'string' ? v : undefined),
    },
    {
      name: 'terminated',
      label: t('fields.terminated'),
      input: (
        <Select
          allowClear
          style={{ minWidth: 100 }}
          options={[
            { value: 'true', label: t('yesNo.yes') },
            { value: 'false', label: t('yesNo.no') },
          ]}
        />
      ),
      toText: (v) => (v === 'true' || v === 'false' ? v : undefined),
    },
    dayField('createdFrom', t('fields.createdFrom'), 'start'),
    dayField('createdTo', t('fields.createdTo'), 'end'),
    dayField('deliveryFrom', t('fields.deliveryFrom'), 'start'),
    dayField('deliveryTo', t('fields.deliveryTo'), 'end'),
  ];
}
