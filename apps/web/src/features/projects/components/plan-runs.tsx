import { Button, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useAcceptRun, usePlanRuns } from '../api.ts';
import { PROJECT_ROUTE } from '../project-routes.ts';
import { formatYield } from './layout-types.ts';

type Props = {
  planeId: string;
  planeName: string;
  /** The run whose layout is shown; null: the accepted one. */
  viewing: string | null;
  onView: (runId: string) => void;
};

/** A plane's planning runs, newest first: every run is kept until one is accepted. */
export function PlanRuns({ planeId, planeName, viewing, onView }: Props) {
  const { t } = useTranslation('projects');
  const runs = usePlanRuns(planeId);
  const accept = useAcceptRun();
  const confirm = useConfirm();
  const can = useCan();
  const list = runs.data?.list ?? [];
  if (!runs.isLoading && list.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.empty.layouts')} />;
  return (
    <List
      size="small"
      loading={runs.isLoading}
      dataSource={list}
      renderItem={(run, index) => (
        <List.Item
          actions={[
            run.state === 'done' ? (
              <Button
                key="view"
                size="small"
                type={viewing === run.runId ? 'primary' : 'default'}
                onClick={() => onView(run.runId)}
              >
                {t('plan.viewLayout')}
              </Button>
            ) : null,
            run.state === 'done' && !run.accepted && can(...PROJECT_ROUTE.perm.plan) ? (
              <Button
                key="accept"
                size="small"
                loading={accept.isPending}
                onClick={() =>
                  confirm(
                    t('plan.confirmAccept', { name: planeName }),
                    () => accept.mutateAsync({ runId: run.runId }),
                    false,
                  )
                }
              >
                {t('plan.accept')}
              </Button>
            ) : null,
          ]}
        >
          <Space wrap>
            <Typography.Text strong>{t('plan.run', { n: list.length - index })}</Typography.Text>
            <Tag>{t(`plan.states.${run.state}`)}</Tag>
            {run.accepted ? <Tag color="success">{t('plan.accepted')}</Tag> : null}
            <Typography.Text type="secondary">
              {run.errorMessage ??
                t('plan.runSummary', {
                  slabs: run.slabCount,
                  pieces: run.pieceCount,
                  unplaced: run.unplacedCount,
                  yield: formatYield(run.yieldPercent),
                })}
            </Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(run.createdAt)}</Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}
