import { Button, Card, Empty, Input, Space, Tabs, Tag } from 'antd';
import { ChooserTable } from '../../../components/crud/chooser-table.tsx';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planListBody, type PlanItem } from '@stone/shared/production/plans';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { useClosePlan, useDeletePlan, usePlanList, useReleasePlan } from '../api.ts';
import { PlanDetailDrawer } from '../components/plan-detail-drawer.tsx';
import { PlanFormModal } from '../components/plan-form-modal.tsx';
import '../production-plan-locales.ts';
import { PLANS_ROUTE } from '../production-plan-routes.ts';
import { PLAN_STATUS } from '../production-plan-status.ts';
import '../production-plans.css';

/**
 * /producePlan/plans (issue 18): production plans; a plan releases planes of live projects to
 * workshops as tasks (its drawer), then is released to the workshops and closed when done.
 */
export default function ProductionPlansPage() {
  const { t } = useTranslation('productionPlans');
  const can = useCan();
  const confirm = useConfirm();
  const status = useStatusEnum(PLAN_STATUS);
  const list = useListScreen(planListBody);
  const query = usePlanList(list.body);
  const release = useReleasePlan();
  const close = useClosePlan();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<PlanItem | 'new' | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const canEdit = can(...PLANS_ROUTE.perm.edit);
  const canRelease = can(...PLANS_ROUTE.perm.release);
  const at = (r: PlanItem) => ({ id: r.id, version: r.version });

  const columns: ColumnsType<PlanItem> = [
    { key: 'number', title: t('plans.number'), dataIndex: 'number', width: 150 },
    { key: 'name', title: t('plans.name'), dataIndex: 'name', width: 200, ellipsis: true },
    {
      key: 'range',
      title: t('plans.range'),
      width: 210,
      render: (_, r) => `${r.startDay} ~ ${r.endDay}`,
    },
    {
      key: 'status',
      title: t('plans.status'),
      width: 100,
      render: (_, r) => (
        <Tag color={PLAN_STATUS.looks[r.status].color}>{status.label(r.status)}</Tag>
      ),
    },
    {
      key: 'tasks',
      title: t('plans.tasks'),
      width: 150,
      render: (_, r) => t('plans.doneOf', { done: r.doneCount, total: r.taskCount }),
    },
    {
      key: 'note',
      title: t('plans.note'),
      dataIndex: 'note',
      width: 200,
      ellipsis: true,
      hidden: true,
    },
    {
      key: 'actions',
      title: t('plans.actions'),
      fixed: 'right',
      width: 250,
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => setOpen(r.id)}>
            {t('plans.open')}
          </Button>
          {canEdit && r.status !== 'closed' && (
            <Button type="link" onClick={() => setEditing(r)}>
              {t('plans.edit')}
            </Button>
          )}
          {canRelease && r.status === 'draft' && (
            <Button
              type="link"
              onClick={() =>
                confirm(
                  t('plans.releaseConfirm', { number: r.number }),
                  () => release.mutateAsync(at(r)),
                  false,
                )
              }
            >
              {t('plans.release')}
            </Button>
          )}
          {canRelease && r.status === 'released' && (
            <Button
              type="link"
              onClick={() =>
                confirm(t('plans.closeConfirm', { number: r.number }), () =>
                  close.mutateAsync(at(r)),
                )
              }
            >
              {t('plans.close')}
            </Button>
          )}
          {canEdit && r.status === 'draft' && (
            <Button
              type="link"
              danger
              onClick={() =>
                confirm(t('plans.deleteConfirm', { number: r.number }), () =>
                  remove.mutateAsync(at(r)),
                )
              }
            >
              {t('plans.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Space wrap className="task-filters">
        <Input.Search
          aria-label={t('plans.keyword')}
          placeholder={t('plans.keyword')}
          allowClear
          defaultValue={list.body.keyword}
          onSearch={(keyword) => list.update({ keyword: keyword || undefined })}
        />
        {canEdit && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('plans.create')}
          </Button>
        )}
      </Space>
      <Tabs
        activeKey={list.body.status ?? ''}
        items={status.tabs(t('tasks.all'))}
        onChange={(key) => list.update({ status: key || undefined })}
      />
      <ChooserTable<PlanItem>
        tableId="production-plans"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        locale={{ emptyText: <Empty description={t('plans.empty')} /> }}
        pagination={{
          current: list.body.pageNum,
          pageSize: list.body.pageSize,
          total: query.data?.total ?? 0,
          onChange: list.onPage,
        }}
      />
      {editing && (
        <PlanFormModal plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {open && <PlanDetailDrawer planId={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
