import { Button, Divider, Drawer, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { TaskItem } from '@stone/shared/production/tasks';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { usePlanDetail, useRemovePlanTask } from '../api.ts';
import { PLANS_ROUTE } from '../production-plan-routes.ts';
import { TASK_STATUS } from '../production-plan-status.ts';
import { ReleaseForm } from './release-form.tsx';
import { TaskProgress } from './task-progress.tsx';

/** A plan's tasks, with the form that releases more planes while the plan is open. */
export function PlanDetailDrawer({ planId, onClose }: { planId: string; onClose: () => void }) {
  const { t } = useTranslation('productionPlans');
  const can = useCan();
  const confirm = useConfirm();
  const status = useStatusEnum(TASK_STATUS);
  const detail = usePlanDetail(planId);
  const remove = useRemovePlanTask();
  const plan = detail.data?.plan;
  const canEdit = can(...PLANS_ROUTE.perm.edit) && plan?.status !== 'closed';
  const columns: ColumnsType<TaskItem> = [
    { key: 'stage', title: t('detail.stage'), width: 120, render: (_, r) => t(`stage.${r.stage}`) },
    {
      key: 'plane',
      title: t('tasks.plane'),
      width: 220,
      ellipsis: true,
      render: (_, r) => `${r.projectName} / ${r.planeName}`,
    },
    {
      key: 'workshop',
      title: t('tasks.workshop'),
      dataIndex: 'workshopName',
      width: 140,
      ellipsis: true,
    },
    {
      key: 'status',
      title: t('tasks.status'),
      width: 100,
      render: (_, r) => (
        <Tag color={TASK_STATUS.looks[r.status].color}>{status.label(r.status)}</Tag>
      ),
    },
    {
      key: 'progress',
      title: t('tasks.progress'),
      width: 240,
      render: (_, r) => <TaskProgress task={r} />,
    },
    {
      key: 'actions',
      title: t('tasks.actions'),
      fixed: 'right',
      width: 90,
      render: (_, r) =>
        canEdit && r.status === 'notStarted' ? (
          <Button
            type="link"
            danger
            onClick={() =>
              confirm(t('detail.removeConfirm', { plane: r.planeName }), () =>
                remove.mutateAsync({ id: r.id }),
              )
            }
          >
            {t('detail.remove')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Drawer
      open
      width="min(1100px, 100vw)"
      title={plan ? t('detail.title', { number: plan.number, name: plan.name }) : ''}
      onClose={onClose}
    >
      {detail.isLoading || !plan ? (
        <Skeleton active />
      ) : (
        <>
          {canEdit ? (
            <>
              <Typography.Title level={5}>{t('detail.releasePlanes')}</Typography.Title>
              <ReleaseForm planId={plan.id} />
              <Divider />
            </>
          ) : (
            plan.status === 'closed' && (
              <Typography.Paragraph type="secondary">{t('detail.closedPlan')}</Typography.Paragraph>
            )
          )}
          <Table<TaskItem>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={detail.data?.tasks ?? []}
            scroll={{ x: 'max-content' }}
            pagination={false}
            locale={{ emptyText: <Empty description={t('detail.noTasks')} /> }}
          />
        </>
      )}
    </Drawer>
  );
}
