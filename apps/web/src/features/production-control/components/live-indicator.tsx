import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../../../lib/live-events.ts';

const BADGE = {
  connecting: 'default',
  live: 'success',
  reconnecting: 'warning',
  ended: 'error',
} as const;

/** Whether the screen follows the shop floor as it happens. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const { t } = useTranslation('productionControl');
  return (
    <span role="status" aria-live="polite" className="control-live">
      <Badge status={BADGE[status]} text={t(`live.${status}`)} />
    </span>
  );
}
