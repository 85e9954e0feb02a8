import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SolutionPickItem } from '@stone/shared/projects/material-tab';
import { formatDateTime } from '../../../lib/dates.ts';
import { useProjectPicks } from '../secondary-api.ts';
import { dash, useTabPaging } from './tab-paging.ts';

const STATE_COLOR = { picked: 'blue', cutting: 'processing', cut: 'success' } as const;

/** The picking tab's head (issue 18): each slab picked for a plan slab, who, when, where from. */
export function PicksTable({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const { page, pagination } = useTabPaging();
  const picks = useProjectPicks({ projectId, ...page });
  const columns: TableColumnsType<SolutionPickItem> = [
    { key: 'barcode', dataIndex: 'barcode', title: t('tabFields.barcode'), width: 150 },
    {
      key: 'origin',
      title: t('tabFields.blockBundleSlab'),
      width: 180,
      render: (_v, r) => `${r.blockNo} / ${r.bundleNo} / ${r.slabNo}`,
    },
    {
      key: 'plane',
      title: t('tabFields.plane'),
      width: 160,
      render: (_v, r) => `${r.planeName} · ${t('tabFields.slab')} ${r.seq}`,
    },
    {
      key: 'warehouse',
      dataIndex: 'warehouseName',
      title: t('materialTab.warehouse'),
      width: 130,
      render: dash,
    },
    {
      key: 'by',
      dataIndex: 'pickedBy',
      title: t('materialTab.pickedBy'),
      width: 110,
      render: dash,
    },
    {
      key: 'at',
      dataIndex: 'pickedAt',
      title: t('tabFields.pickedAt'),
      width: 160,
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('tabFields.state'),
      width: 100,
      render: (v: SolutionPickItem['state']) => (
        <Tag color={STATE_COLOR[v]}>{t(`materialTab.pickState.${v}`)}</Tag>
      ),
    },
  ];
  const list = Array.isArray(picks.data?.list) ? picks.data.list : [];
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t('materialTab.picksTitle')}</Typography.Text>
      <Table<SolutionPickItem>
        size="small"
        rowKey="slabId"
        columns={columns}
        dataSource={list}
        loading={picks.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('materialTab.noPicks') }}
        pagination={pagination(picks.data?.total ?? 0)}
      />
      <Typography.Text strong>{t('materialTab.movementsTitle')}</Typography.Text>
    </div>
  );
}
