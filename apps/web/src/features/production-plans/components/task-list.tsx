import { Button, Card, Empty, Input, Select, Space, Tabs, Tag, Typography } from 'antd';
import { ChooserTable } from '../../../components/crud/chooser-table.tsx';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PIECE_PROGRESS_EVENT } from '@stone/shared/production/live-events';
import { taskListBody, type TaskItem } from '@stone/shared/production/tasks';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { useLiveEvents } from '../../../lib/use-live-events.ts';
import { planKeys, useStartTask, useTaskList, type Stage } from '../api.ts';
import '../production-plan-locales.ts';
import {
  CUTTING_TASKS_ROUTE,
  PACK_TASKS_ROUTE,
  SECOND_TASKS_ROUTE,
} from '../production-plan-routes.ts';
import { TASK_STATUS } from '../production-plan-status.ts';
import '../production-plans.css';
import { TaskProgress } from './task-progress.tsx';
import { TransferHistory } from './transfer-history.tsx';
import { TransferModal } from './transfer-modal.tsx';

const LIVE_TYPES = [PIECE_PROGRESS_EVENT];
const START_PERM = {
  cutting: CUTTING_TASKS_ROUTE.perm.start,
  secondary: SECOND_TASKS_ROUTE.perm.start,
  packing: PACK_TASKS_ROUTE.perm.start,
} as const;

/**
 * A workshop's task list for its shift lead (issue 18): pick the workshop, a status tab, and see
 * each plane's progress as the shop floor moves its pieces (live: a cut, report or pack anywhere
 * refreshes it). Start a task; a secondary one may be transferred to another workshop.
 */
export function TaskList({ stage }: { stage: Stage }) {
  const { t } = useTranslation('productionPlans');
  const can = useCan();
  const confirm = useConfirm();
  const client = useQueryClient();
  const status = useStatusEnum(TASK_STATUS);
  const list = useListScreen(taskListBody);
  const body = list.body;
  const query = useTaskList(stage, body);
  const start = useStartTask(stage);
  const [transferring, setTransferring] = useState<TaskItem | null>(null);
  const [history, setHistory] = useState<TaskItem | null>(null);
  // A burst of scans is one refresh: events only say "something moved", never what.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void client.invalidateQueries({ queryKey: planKeys.all }),
      300,
    );
  };
  useLiveEvents(LIVE_TYPES, refresh, refresh);

  const canStart = can(...START_PERM[stage]);
  const canTransfer = stage === 'secondary' && can(...SECOND_TASKS_ROUTE.perm.transfer);
  const data = query.data;
  const counts = data?.counts ?? { notStarted: 0, inProgress: 0, done: 0 };
  const total = counts.notStarted + counts.inProgress + counts.done;
  const tabs = [
    { key: '', label: t('tasks.tabCount', { label: t('tasks.all'), count: total }) },
    ...TASK_STATUS.values.map((v) => ({
      key: v,
      label: t('tasks.tabCount', { label: status.label(v), count: counts[v] }),
    })),
  ];

  const columns: ColumnsType<TaskItem> = [
    {
      key: 'plan',
      title: t('tasks.plan'),
      width: 150,
      ellipsis: true,
      render: (_, r) => (
        <>
          <div>{r.planNumber}</div>
          <Typography.Text type="secondary" ellipsis>
            {r.planName}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'plane',
      title: `${t('tasks.project')} / ${t('tasks.plane')}`,
      width: 240,
      ellipsis: true,
      render: (_, r) => (
        <>
          <div className="task-project">{r.projectName}</div>
          <Typography.Text type="secondary">
            {r.planeName}
            {r.batch ? ` · ${t('tasks.batch', { batch: r.batch })}` : ''}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'workshop',
      title: t('tasks.workshop'),
      dataIndex: 'workshopName',
      width: 130,
      ellipsis: true,
    },
    {
      key: 'status',
      title: t('tasks.status'),
      width: 110,
      render: (_, r) => (
        <Tag color={TASK_STATUS.looks[r.status].color}>{status.label(r.status)}</Tag>
      ),
    },
    {
      key: 'progress',
      title: t('tasks.progress'),
      width: 250,
      render: (_, r) => <TaskProgress task={r} />,
    },
    ...(stage === 'secondary'
      ? [
          {
            key: 'transferable',
            title: t('tasks.transferable'),
            width: 120,
            // In the chooser: the transfer button already says whether a task may move.
            hidden: true,
            render: (_: unknown, r: TaskItem) =>
              r.transferable ? t('tasks.transferable') : t('tasks.notTransferable'),
          },
        ]
      : []),
    {
      key: 'actions',
      title: t('tasks.actions'),
      fixed: 'right',
      width: stage === 'secondary' ? 200 : 110,
      render: (_, r) => (
        <Space size={0} wrap>
          {canStart && r.status === 'notStarted' && (
            <Button
              type="link"
              onClick={() =>
                confirm(
                  t('tasks.startConfirm', { plane: r.planeName, project: r.projectName }),
                  () => start.mutateAsync({ id: r.id }),
                  false,
                )
              }
            >
              {t('tasks.start')}
            </Button>
          )}
          {canTransfer && r.transferable && r.status !== 'done' && (
            <Button type="link" onClick={() => setTransferring(r)}>
              {t('tasks.transfer')}
            </Button>
          )}
          {stage === 'secondary' && r.transferCount > 0 && (
            <Button type="link" onClick={() => setHistory(r)}>
              {t('tasks.history', { count: r.transferCount })}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" className="task-list">
      <Space wrap className="task-filters">
        <Select
          aria-label={t('tasks.workshop')}
          className="task-workshop"
          allowClear
          placeholder={t('tasks.allWorkshops')}
          value={body.workshopId}
          options={(data?.workshops ?? []).map((w) => ({ value: w.id, label: w.name }))}
          onChange={(workshopId?: string) => list.update({ workshopId })}
        />
        <Input.Search
          aria-label={t('tasks.keyword')}
          placeholder={t('tasks.keyword')}
          allowClear
          defaultValue={body.keyword}
          onSearch={(keyword) => list.update({ keyword: keyword || undefined })}
        />
      </Space>
      <Tabs
        activeKey={body.status ?? ''}
        items={tabs}
        onChange={(key) => list.update({ status: key || undefined })}
      />
      <ChooserTable<TaskItem>
        tableId={`tasks-${stage}`}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={query.isLoading}
        locale={{ emptyText: <Empty description={t('tasks.empty')} /> }}
        pagination={{
          current: body.pageNum,
          pageSize: body.pageSize,
          total: data?.total ?? 0,
          onChange: list.onPage,
        }}
      />
      {transferring && (
        <TransferModal
          task={transferring}
          workshops={data?.workshops ?? []}
          onClose={() => setTransferring(null)}
        />
      )}
      {history && <TransferHistory task={history} onClose={() => setHistory(null)} />}
    </Card>
  );
}
