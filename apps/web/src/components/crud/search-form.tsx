import { Button, Form, Space } from 'antd';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useCrudText } from './crud-locales.ts';

export type SearchField = {
  name: string;
  label: string;
  input: ReactNode;
  /** For inputs whose value is not a text (a date, a select of booleans): to and from the URL. */
  toText?: (value: unknown) => string | undefined;
  fromText?: (text: string) => unknown;
};

type Props = {
  fields: SearchField[];
  values: Record<string, string>;
  onSearch: (values: Record<string, string | undefined>) => void;
  /** Searching again with the same filters leaves the URL as it is, so the list reloads. */
  onRefresh?: () => void;
};

/** The filters above a list; what it submits goes into the URL, not into local state. */
export function SearchForm({ fields, values, onSearch, onRefresh }: Props) {
  const t = useCrudText();
  const [form] = Form.useForm<Record<string, unknown>>();
  // The URL is the truth: the form is refilled whenever its values change there.
  const fill = useEffectEvent(() => {
    form.resetFields();
    form.setFieldsValue(
      Object.fromEntries(
        Object.entries(values).map(([k, text]) => {
          const field = fields.find((f) => f.name === k);
          return [k, field?.fromText ? field.fromText(text) : text];
        }),
      ),
    );
  });
  useEffect(() => fill(), [values]);

  const clean = (v: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(v).map(([k, x]) => {
        const field = fields.find((f) => f.name === k);
        if (field?.toText) return [k, field.toText(x)];
        return [k, typeof x === 'string' && x.trim() ? x.trim() : undefined];
      }),
    );

  return (
    <Form
      form={form}
      name="search"
      layout="inline"
      onFinish={(v) => {
        const next = clean(v);
        const unchanged = fields.every((f) => next[f.name] === values[f.name]);
        if (unchanged && onRefresh) onRefresh();
        else onSearch(next);
      }}
      className="crud-search"
    >
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.label}>
          {f.input}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
