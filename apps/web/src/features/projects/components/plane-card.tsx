import { Button, Card, Checkbox, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaneItem } from '@stone/shared/projects/detail';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { useCan } from '../../../components/crud/use-permission.ts';
import { usePlanRuns, useStartPlanning } from '../api.ts';
import { PROJECT_ROUTE } from '../project-routes.ts';
import { PLANNING_STATUS } from '../project-status.ts';
import { formatArea, formatYield } from './layout-types.ts';
import { LayoutPanel } from './layout-panel.tsx';
import { PlanProgress } from './plan-progress.tsx';
import { PlanRuns } from './plan-runs.tsx';
import { PlanePieces } from './plane-pieces.tsx';

type Props = { projectId: string; plane: PlaneItem; closed: boolean };

/** One plane: its pieces, its planning (start, live progress, runs, accept) and its layout. */
export function PlaneCard({ projectId, plane, closed }: Props) {
  const { t } = useTranslation('projects');
  const can = useCan();
  const runs = usePlanRuns(plane.id);
  const start = useStartPlanning();
  const [tab, setTab] = useState('pieces');
  const [viewing, setViewing] = useState<string | null>(null);
  const running = runs.data?.list.find((r) => r.state === 'queued' || r.state === 'running');
  const [started, setStarted] = useState<string | null>(null);
  // Nominal slab sizes from the settings, or the real slabs in stock (remnants first).
  const [useInventory, setUseInventory] = useState(false);
  const activeRun = running?.runId ?? started;

  const plan = async () => {
    const answer = await start.mutateAsync({ planeId: plane.id, useInventory });
    setStarted(answer.runId);
    setViewing(null);
  };

  return (
    <Card
      size="small"
      className="plane-card"
      title={
        <Space wrap>
          <Typography.Text strong>{plane.name}</Typography.Text>
          {plane.batch ? <Typography.Text type="secondary">{plane.batch}</Typography.Text> : null}
          <StatusTag status={PLANNING_STATUS} value={plane.planningState} />
        </Space>
      }
      extra={
        can(...PROJECT_ROUTE.perm.plan) && !closed ? (
          <Space wrap>
            <Checkbox
              checked={useInventory}
              disabled={running !== undefined}
              onChange={(e) => setUseInventory(e.target.checked)}
            >
              {t('plan.useInventory')}
            </Checkbox>
            <Button
              type="primary"
              size="small"
              loading={start.isPending}
              disabled={running !== undefined}
              onClick={() => void plan().catch(() => undefined)}
            >
              {plane.planningState === 'toPlan' ? t('plan.start') : t('plan.again')}
            </Button>
          </Space>
        ) : null
      }
    >
      <Space wrap size="middle">
        <Typography.Text>
          {t('fields.pieceCount')}: {plane.pieceCount}
        </Typography.Text>
        <Typography.Text>{formatArea(plane.areaM2)}</Typography.Text>
        <Typography.Text>
          {t('fields.yield')}: {formatYield(plane.yieldPercent)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('detail.progress', {
            planned: plane.plannedCount,
            cut: plane.cutCount,
            secondary: plane.secondaryCount,
            inBoxes: plane.inPlannedBoxCount,
            boxed: plane.boxedCount,
          })}
        </Typography.Text>
        {plane.frameCount ? (
          <Typography.Text type="secondary">
            {t('detail.frameCount', { count: plane.frameCount })}
          </Typography.Text>
        ) : null}
      </Space>
      {activeRun ? (
        <PlanProgress
          key={activeRun}
          runId={activeRun}
          planeName={plane.name}
          onDone={(runId) => {
            // A finished run is what the person waited for: show its layout.
            setViewing(runId);
            setTab('layout');
          }}
        />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'pieces',
            label: t('detail.pieces'),
            children: (
              <PlanePieces
                projectId={projectId}
                planeId={plane.id}
                planeName={plane.name}
                pieceCount={plane.pieceCount}
              />
            ),
          },
          {
            key: 'runs',
            label: t('plan.runs'),
            children: (
              <PlanRuns
                planeId={plane.id}
                planeName={plane.name}
                viewing={viewing}
                onView={(runId) => {
                  setViewing(runId);
                  setTab('layout');
                }}
              />
            ),
          },
          {
            key: 'layout',
            label: t('plan.viewLayout'),
            children: (
              <LayoutPanel planeId={plane.id} planeName={plane.name} runId={viewing ?? undefined} />
            ),
          },
        ]}
      />
    </Card>
  );
}
