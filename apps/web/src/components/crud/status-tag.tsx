import { Tag, type SelectProps, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatusEnum } from './status-enum.ts';

/** Labels, select options and tab items of a status enum, in the current language. */
export function useStatusEnum<V extends string>(status: StatusEnum<V>) {
  const { t } = useTranslation();
  const label = (value: V) => t(status.looks[value].labelKey);
  return {
    label,
    options: status.values.map((value) => ({ value, label: label(value) })) satisfies NonNullable<
      SelectProps['options']
    >,
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
  const { t } = useTranslation();
  if (!status.is(value)) return <Tag>{value}</Tag>;
  const look = status.looks[value];
  return <Tag color={look.color}>{t(look.labelKey)}</Tag>;
}
