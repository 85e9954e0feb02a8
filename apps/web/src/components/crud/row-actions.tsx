import { Button, Space } from 'antd';
import { usePermitted } from './use-permission.ts';
import type { Perm } from './route-perms.ts';

export type RowAction = {
  key: string;
  label: string;
  danger?: boolean;
  /** `[route, action]` the link needs; without it the link is hidden, not disabled. */
  perm?: Perm;
  onClick: () => void;
};

/** The links of a table row's actions column, each shown only to those allowed to use it. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  const shown = usePermitted(actions);
  if (shown.length === 0) return null;
  return (
    <Space size={0} wrap>
      {shown.map((a) => (
        <Button key={a.key} type="link" danger={a.danger} onClick={a.onClick}>
          {a.label}
        </Button>
      ))}
    </Space>
  );
}
