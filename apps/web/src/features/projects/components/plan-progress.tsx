import { Button, Progress, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { projectKeys, useCancelPlanning, usePlanningJob } from '../api.ts';
import { PROJECT_ROUTE } from '../project-routes.ts';
import { formatYield } from './layout-types.ts';

const ACTIVE = new Set(['queued', 'running']);

type Props = {
  runId: string;
  planeName: string;
  /** Called once when this run finishes with a plan, e.g. to show its layout. */
  onDone?: (runId: string) => void;
};

/**
 * Live progress of one planning run, polled about every 700 ms while it runs; when it ends the
 * project is read again (plane state, runs, yields) and the bar goes away. Mounted only for a run
 * just started here or found running, so an end seen here is always news.
 */
export function PlanProgress({ runId, planeName, onDone }: Props) {
  const { t } = useTranslation('projects');
  const job = usePlanningJob(runId);
  const cancel = useCancelPlanning();
  const confirm = useConfirm();
  const can = useCan();
  const client = useQueryClient();
  const state = job.data?.state;
  // Once per run: a quick run may already be over at the first poll, and that end counts too.
  const ended = useRef(false);
  useEffect(() => {
    if (!state || ACTIVE.has(state) || ended.current) return;
    ended.current = true;
    void client.invalidateQueries({ queryKey: projectKeys.all });
    if (state === 'done') onDone?.(runId);
  }, [state, client, onDone, runId]);
  // Shown from the moment the run is started, before the first poll answers: a small plan can
  // be over by then, and the person still sees that it ran.
  if (job.data && !ACTIVE.has(job.data.state)) return null;
  const percent = Math.min(100, Math.round((job.data?.progressBp ?? 0) / 100));
  return (
    <div className="plan-progress" data-testid="plan-progress">
      <Typography.Text>{t('plan.progress', { name: planeName })}</Typography.Text>
      <Progress percent={percent} status="active" />
      <Space wrap>
        {job.data ? (
          <Typography.Text type="secondary">
            {t('plan.runSummary', {
              slabs: job.data.slabCount,
              pieces: job.data.pieceCount,
              unplaced: job.data.unplacedCount,
              yield: formatYield(job.data.bestYieldPercent),
            })}
          </Typography.Text>
        ) : null}
        {can(...PROJECT_ROUTE.perm.plan) ? (
          <Button
            size="small"
            danger
            loading={cancel.isPending}
            onClick={() =>
              confirm(t('plan.confirmCancel', { name: planeName }), () =>
                cancel.mutateAsync({ runId }),
              )
            }
          >
            {t('plan.cancel')}
          </Button>
        ) : null}
      </Space>
    </div>
  );
}
