import { Button, Space, Tooltip } from 'antd';
import { usePermitted } from './use-permission.ts';
import type { Perm } from './route-perms.ts';

export type RowAction = {
  key: string;
  label: string;
  danger?: boolean;
  /** `[route, action]` the link needs; without it the link is hidden, not disabled. */
  perm?: Perm;
  onClick: () => void;
  /** Why the action cannot pass now: shown disabled, with the reason as its tooltip. */
  blockedBy?: string;
};

/** The links of a table row's actions column, each shown only to those allowed to use it. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  const shown = usePermitted(actions);
  if (shown.length === 0) return null;
  return (
    <Space size={0} wrap>
      {shown.map((a) =>
        a.blockedBy ? (
          // A disabled button takes no pointer events: the span hears the hover for the tooltip.
          <Tooltip key={a.key} title={a.blockedBy}>
            <span>
              <Button type="link" disabled>
                {a.label}
              </Button>
            </span>
          </Tooltip>
        ) : (
          <Button key={a.key} type="link" danger={a.danger} onClick={a.onClick}>
            {a.label}
          </Button>
        ),
      )}
    </Space>
  );
}
