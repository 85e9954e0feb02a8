import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useUserInfo } from '../../lib/session.ts';
import { useCrudText } from './crud-locales.ts';

/** Columns the chooser never hides: the row's actions (and the selection box antd adds). */
const ALWAYS_SHOWN = new Set(['actions']);

/** A column's key: its `key`, else its `dataIndex`; columns without one are never hidden. */
export const columnKeyOf = (column: { key?: unknown; dataIndex?: unknown }): string | undefined =>
  column.key != null
    ? String(column.key)
    : typeof column.dataIndex === 'string'
      ? column.dataIndex
      : undefined;

/** Who chose and for which list: the choice is per user (this browser) and per table. */
export const columnStorageKey = (userId: string, tableId: string) =>
  `stone.columns.${userId}.${tableId}`;

type Choice = Record<string, boolean>;

function readChoice(key: string): Choice {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return value && typeof value === 'object' ? (value as Choice) : {};
  } catch {
    return {};
  }
}

/**
 * Which columns of a list show. A column declared `hidden: true` is off by default (so the
 * default set fits a 1440 px screen); the user's own choice overrides it and is remembered in
 * localStorage under their user id and the table's id, so each person keeps their set.
 */
export function useColumnChoice<T>(tableId: string, columns: TableColumnsType<T>) {
  const userId = useUserInfo().data?.userId ?? 'anonymous';
  const storageKey = columnStorageKey(userId, tableId);
  const [choice, setChoice] = useState<{ key: string; value: Choice }>(() => ({
    key: storageKey,
    value: readChoice(storageKey),
  }));
  // Another user signing in on this browser reads their own choice.
  const current = choice.key === storageKey ? choice.value : readChoice(storageKey);
  const isShown = (column: TableColumnsType<T>[number]) => {
    const key = columnKeyOf(column as { key?: unknown });
    if (key === undefined || ALWAYS_SHOWN.has(key)) return true;
    return current[key] ?? !column.hidden;
  };
  const save = (value: Choice) => {
    localStorage.setItem(storageKey, JSON.stringify(value));
    setChoice({ key: storageKey, value });
  };
  const options = columns.flatMap((column) => {
    const key = columnKeyOf(column as { key?: unknown });
    if (key === undefined || ALWAYS_SHOWN.has(key)) return [];
    const title = typeof column.title === 'string' ? column.title : key;
    return [{ key, title, shown: isShown(column), byDefault: !column.hidden }];
  });
  return {
    columns: columns.map((column) => ({ ...column, hidden: !isShown(column) })),
    options,
    setShown: (key: string, shown: boolean) => save({ ...current, [key]: shown }),
    reset: () => save({}),
  };
}

type ChooserProps = {
  options: { key: string; title: string; shown: boolean }[];
  setShown: (key: string, shown: boolean) => void;
  reset: () => void;
};

/** The "columns" button above a list: a checkbox per column and a reset to the defaults. */
export function ColumnChooser({ options, setShown, reset }: ChooserProps) {
  const t = useCrudText();
  const [open, setOpen] = useState(false);
  const content = (
    <div className="column-chooser" role="group" aria-label={t('columns')}>
      {options.map((option) => (
        <Checkbox
          key={option.key}
          checked={option.shown}
          onChange={(e) => setShown(option.key, e.target.checked)}
        >
          {option.title}
        </Checkbox>
      ))}
      <Button type="link" size="small" onClick={reset}>
        {t('resetColumns')}
      </Button>
    </div>
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen}>
      <Button size="small" icon={<SettingOutlined />} data-testid="column-chooser">
        {t('columns')}
      </Button>
    </Popover>
  );
}
