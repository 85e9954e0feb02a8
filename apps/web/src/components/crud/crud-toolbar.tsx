import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { usePermitted } from './use-permission.ts';
import type { Perm } from './route-perms.ts';

export type ToolbarAction = {
  key: string;
  label: string;
  icon?: ReactNode;
  primary?: boolean;
  /** `[route, action]` the button needs; without it the button is hidden, not disabled. */
  perm?: Perm;
  loading?: boolean;
  onClick: () => void;
};

export function CrudToolbar({ actions, extra }: { actions: ToolbarAction[]; extra?: ReactNode }) {
  const shown = usePermitted(actions);
  return (
    <div className="crud-toolbar">
      <Space wrap>
        {shown.map((a) => (
          <Button
            key={a.key}
            type={a.primary ? 'primary' : 'default'}
            icon={a.icon}
            loading={a.loading}
            onClick={a.onClick}
          >
            {a.label}
          </Button>
        ))}
      </Space>
      {extra}
    </div>
  );
}
