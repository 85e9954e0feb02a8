import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useCan } from './use-permission.ts';

export type ToolbarAction = {
  key: string;
  label: string;
  icon?: ReactNode;
  primary?: boolean;
  /** `[route, action]` the button needs; without it the button is hidden, not disabled. */
  perm?: [string, string];
  loading?: boolean;
  onClick: () => void;
};

export function CrudToolbar({ actions, extra }: { actions: ToolbarAction[]; extra?: ReactNode }) {
  const can = useCan();
  const shown = actions.filter((a) => !a.perm || can(a.perm[0], a.perm[1]));
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
