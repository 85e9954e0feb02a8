import { Tag, type SelectProps, type TabsProps } from 'antd';
import { useAnyText } from '../../lib/any-text.ts';
import type { StatusEnum } from './status-enum.ts';

/** A status enum's select options in the language `t` speaks. */
export function statusOptions<V extends string>(
  status: StatusEnum<V>,
  t: ReturnType<typeof useAnyText>,
) {
  return status.values.map((value) => ({
    value,
    label: t(status.looks[value].labelKey),
  })) satisfies NonNullable<SelectProps['options']>;
}

/** Labels, select options and tab items of a status enum, in the current language. */
export function useStatusEnum<V extends string>(status: StatusEnum<V>) {
  const t = useAnyText();
  const label = (value: V): string => t(status.looks[value].labelKey);
  return {
    label,
    options: statusOptions(status, t),
    /** Tab items; `allLabel` adds a first tab (key "") for "no filter". */
    tabs: (allLabel?: string): NonNullable<TabsProps['items']> => [
      ...(allLabel ? [{ key: '', label: allLabel }] : []),
      ...status.values.map((value) => ({ key: value, label: label(value) })),
    ],
  };
}

/** A status shown as a coloured tag; an unknown value (a newer server) shows as plain text. */
export function StatusTag<V extends string>({
  status,
  value,
}: {
  status: StatusEnum<V>;
  value: string;
}) {
  const t = useAnyText();
  if (!status.is(value)) return <Tag>{value}</Tag>;
  const look = status.looks[value];
  return <Tag color={look.color}>{t(look.labelKey)}</Tag>;
}
