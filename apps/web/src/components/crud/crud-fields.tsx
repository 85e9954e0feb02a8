import { DatePicker, Form, Input, InputNumber, Select, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { formatDateTime } from '../../lib/dates.ts';
import { schemaRule } from '../../lib/form-rules.ts';
import { defaultOf, schemaInfo } from './schema-info.ts';
import type { SearchField } from './search-form.tsx';
import type { StatusEnum } from './status-enum.ts';
import { StatusTag } from './status-tag.tsx';

/** How a value reads and is typed (ProTable's valueType). */
/** `numberList`: whole numbers typed as tags (a stone's usual thicknesses: 18, 20, 30). */
export type CrudInput = 'text' | 'number' | 'select' | 'dateTime' | 'numberList';

type FieldOf<T, K extends keyof T & string> = {
  name: K;
  label: string;
  /** Left out: a number where the shared schema has one, a select where `options` are given, else text. */
  input?: CrudInput;
  /** A select's values with their labels and tag colours (ProTable's valueEnum). */
  options?: StatusEnum<Extract<T[K], string>>;
  /** The table column (sortable when the shared entity sorts by it); false leaves it out. */
  column?: false | { render: (value: T[K], row: T) => ReactNode };
  /** A filter of the search form, under the list body's field of the same name. */
  search?: boolean;
  /**
   * The drawer's input, there whenever the create body has the field, in that body's order and
   * checked by its schema; false leaves it out, `initialValue` replaces the schema's default.
   */
  form?: false | { initialValue: T[K] };
};

/** One field of a simple entity: its column, its search field and its form field in one place. */
export type CrudField<T> = { [K in keyof T & string]: FieldOf<T, K> }[keyof T & string];

type Shape = Record<string, z.ZodType>;
export type FieldSchemas = { list: Shape; item: Shape; create: Shape; sortable: readonly string[] };
type Labels = (status: StatusEnum<string>) => { value: string; label: string }[];
type AnyField = {
  name: string;
  label: string;
  input?: CrudInput;
  options?: StatusEnum<string>;
  column?: false | { render: (value: never, row: never) => ReactNode };
  search?: boolean;
  form?: false | { initialValue: unknown };
};

// The per-field types (a render gets that field's value) serve the screen that declares them;
// inside the kit every field is handled alike.
const loose = <T,>(fields: CrudField<T>[]) => fields as unknown as AnyField[];

const inputOf = (f: AnyField, s: FieldSchemas): CrudInput => {
  if (f.input) return f.input;
  if (f.options) return 'select';
  return schemaInfo(s.create[f.name] ?? s.item[f.name]).kind === 'number' ? 'number' : 'text';
};

/** The form holds a day-time picker value; the body and the row carry ISO text. */
const toPicker = (iso: unknown) => (typeof iso === 'string' && iso ? dayjs(iso) : null);
const fromPicker = (value: unknown) => (dayjs.isDayjs(value) ? value.toISOString() : null);
/** Tags typed as text are numbers to the body ("abc" stays text, so the schema refuses it). */
const toNumbers = (value: unknown) =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v))
    : value;

export function toColumns<T>(fields: CrudField<T>[], s: FieldSchemas): TableColumnsType<T> {
  return loose(fields)
    .filter((f) => f.column !== false)
    .map((f) => {
      const input = inputOf(f, s);
      const custom = f.column ? (f.column.render as (v: unknown, row: T) => ReactNode) : null;
      const render = (value: unknown, row: T): ReactNode => {
        if (custom) return custom(value, row);
        if (input === 'dateTime') return typeof value === 'string' ? formatDateTime(value) : null;
        if (input === 'numberList') return Array.isArray(value) ? value.join(', ') : null;
        if (input === 'select' && f.options)
          return <StatusTag status={f.options} value={String(value)} />;
        return value as ReactNode;
      };
      return {
        key: f.name,
        dataIndex: f.name,
        title: f.label,
        sorter: s.sortable.includes(f.name),
        render,
      };
    });
}

export function toSearchFields<T>(
  fields: CrudField<T>[],
  s: FieldSchemas,
  labels: Labels,
): SearchField[] {
  return loose(fields)
    .filter((f) => f.search && s.list[f.name])
    .map((f) =>
      f.options
        ? {
            name: f.name,
            label: f.label,
            input: <Select allowClear options={labels(f.options)} style={{ minWidth: 120 }} />,
            toText: (v: unknown) => (typeof v === 'string' ? v : undefined),
          }
        : {
            name: f.name,
            label: f.label,
            input: <Input allowClear maxLength={schemaInfo(s.list[f.name]).maxLength} />,
          },
    );
}

/** The form's fields in the create body's order (the order the shared entity declares). */
function formFields<T>(fields: CrudField<T>[], s: FieldSchemas): AnyField[] {
  const byName = new Map(loose(fields).map((f) => [f.name, f]));
  return Object.keys(s.create).flatMap((name) => {
    const f = byName.get(name);
    return f && f.form !== false ? [f] : [];
  });
}

/** "0–9999": the range a number field accepts, shown in the empty input. */
export const rangeHint = (min?: number, max?: number) =>
  min === undefined && max === undefined ? undefined : `${min ?? ''}–${max ?? ''}`;

/** The drawer's inputs, each checked by its create-body schema. */
export function CrudFormFields<T>(props: {
  fields: CrudField<T>[];
  schemas: FieldSchemas;
  labels: Labels;
}) {
  return formFields(props.fields, props.schemas).map((f, index) => {
    const schema = props.schemas.create[f.name] as z.ZodType;
    const info = schemaInfo(schema);
    const input = inputOf(f, props.schemas);
    // A picker's value is checked as the ISO text the body will carry.
    const rule = schemaRule(
      input === 'dateTime'
        ? { safeParse: (v: unknown) => schema.safeParse(fromPicker(v)) }
        : input === 'numberList'
          ? { safeParse: (v: unknown) => schema.safeParse(toNumbers(v === '' ? [] : v)) }
          : schema,
    );
    const control = {
      text: <Input autoFocus={index === 0} maxLength={info.maxLength} />,
      number: (
        // No min, max or precision: antd would pull a number typed out of range back inside on
        // blur, silently (issue 23). The schema's rule refuses it with a message naming the range.
        <InputNumber
          autoFocus={index === 0}
          placeholder={rangeHint(info.min, info.max)}
          style={{ width: '100%' }}
        />
      ),
      select: <Select options={f.options ? props.labels(f.options) : []} />,
      dateTime: <DatePicker showTime style={{ width: '100%' }} />,
      numberList: <Select mode="tags" open={false} tokenSeparators={[',', '，', ' ']} />,
    }[input];
    return (
      <Form.Item key={f.name} name={f.name} label={f.label} rules={[rule]}>
        {control}
      </Form.Item>
    );
  });
}

/** The form's values for a new row (schema defaults) or for editing `row`. */
export function formValues<T>(
  fields: CrudField<T>[],
  s: FieldSchemas,
  row: T | null,
): Record<string, unknown> {
  return Object.fromEntries(
    formFields(fields, s).map((f) => {
      const value = row
        ? (row as Record<string, unknown>)[f.name]
        : f.form
          ? f.form.initialValue
          : defaultOf(s.create[f.name] as z.ZodType);
      return [f.name, inputOf(f, s) === 'dateTime' ? toPicker(value) : value];
    }),
  );
}

/** The form's values as the body's fields (picker values back to ISO text). */
export function bodyValues<T>(
  fields: CrudField<T>[],
  s: FieldSchemas,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...values };
  for (const f of formFields(fields, s)) {
    if (inputOf(f, s) === 'dateTime') out[f.name] = fromPicker(values[f.name]);
    if (inputOf(f, s) === 'numberList') out[f.name] = toNumbers(values[f.name] ?? []);
  }
  return out;
}
