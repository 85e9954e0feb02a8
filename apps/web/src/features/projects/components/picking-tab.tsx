import { Spin, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectMovementItem } from '@stone/shared/projects/progress';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { dash, useTabPaging } from './tab-paging.ts';
import { useProjectMovements } from '../api.ts';
import { MOVEMENT_KIND } from '../project-status.ts';
import { TabEmpty } from './tab-empty.tsx';
import { PicksTable } from './picks-table.tsx';

/** The picking tab: the slabs picked for the plan, then every pick, return, transfer, load and cut. */
export function PickingTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const { page, pagination } = useTabPaging();
  const moves = useProjectMovements({ projectId, ...page });
  if (!moves.data) return <Spin />;
  // The picks head the tab (issue 18); the movements below also hold returns and loads.
  const picks = <PicksTable projectId={projectId} />;
  if (moves.data.total === 0)
    return (
      <>
        {picks}
        <TabEmpty text={t('detail.empty.picking')} />
      </>
    );
  const columns: TableColumnsType<ProjectMovementItem> = [
    {
      key: 'time',
      dataIndex: 'createdAt',
      title: t('tabFields.time'),
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('tabFields.kind'),
      render: (v: string) => <StatusTag status={MOVEMENT_KIND} value={v} />,
    },
    { key: 'barcode', dataIndex: 'barcode', title: t('tabFields.barcode') },
    { key: 'from', dataIndex: 'from', title: t('tabFields.from'), render: dash },
    { key: 'to', dataIndex: 'to', title: t('tabFields.to'), render: dash },
    { key: 'user', dataIndex: 'userName', title: t('tabFields.user') },
  ];
  return (
    <>
      {picks}
      <Table<ProjectMovementItem>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={moves.data.list}
        loading={moves.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagination(moves.data.total)}
      />
    </>
  );
}
