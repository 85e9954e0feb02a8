import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { SearchField } from './search-form.tsx';

/** A day in the URL as YYYY-MM-DD (servers count days on the factory clock). */
export const dayField = (name: string, label: string): SearchField => ({
  name,
  label,
  input: <DatePicker allowClear />,
  toText: (value) => (dayjs.isDayjs(value) ? (value as Dayjs).format('YYYY-MM-DD') : undefined),
  fromText: (text) => (dayjs(text).isValid() ? dayjs(text) : undefined),
});

/** A searchable single choice whose value travels as its id. */
export const selectField = (
  name: string,
  label: string,
  options: { value: string; label: string }[],
): SearchField => ({
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
