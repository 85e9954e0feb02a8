import { Button, Card, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbnormalPieceItem } from '@stone/shared/projects/secondary';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { useCan } from '../../../components/crud/use-permission.ts';
import { PIECE_STATUS } from '../../../components/piece-status/piece-status.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useAbnormalPieces, useClearAbnormal } from '../secondary-api.ts';
import { dash } from './tab-paging.ts';

/** The project's abnormal pieces with their reasons; clearing one asks first. */
export function AbnormalPieces({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const can = useCan();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const list = useAbnormalPieces({ projectId, ...page });
  const clear = useClearAbnormal();
  const columns: TableColumnsType<AbnormalPieceItem> = [
    { key: 'code', dataIndex: 'code', title: t('secondary.code'), width: 120, fixed: 'left' },
    { key: 'plane', dataIndex: 'planeName', title: t('secondary.plane'), width: 140 },
    { key: 'processCode', dataIndex: 'processCode', title: t('secondary.processCode'), width: 120 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('secondary.status'),
      width: 110,
      render: (v: string) => <StatusTag status={PIECE_STATUS} value={v} />,
    },
    {
      key: 'reason',
      dataIndex: 'reason',
      title: t('secondary.reason'),
      width: 260,
      ellipsis: true,
    },
    {
      key: 'by',
      dataIndex: 'flaggedBy',
      title: t('secondary.flaggedBy'),
      width: 110,
      render: dash,
    },
    {
      key: 'at',
      dataIndex: 'flaggedAt',
      title: t('secondary.flaggedAt'),
      width: 160,
      render: (v: string | null) => (v ? formatDateTime(v) : '–'),
    },
  ];
  if (can('solutionDetails', 'abnormal'))
    columns.push({
      key: 'actions',
      title: t('secondary.actions'),
      width: 110,
      fixed: 'right',
      render: (_v, r) => (
        <Popconfirm
          title={t('secondary.clearConfirm', { code: r.code })}
          onConfirm={() => clear.mutateAsync({ pieceId: r.id })}
        >
          <Button type="link" size="small">
            {t('secondary.clear')}
          </Button>
        </Popconfirm>
      ),
    });
  return (
    <Card size="small" title={t('secondary.abnormalTitle', { count: list.data?.total ?? 0 })}>
      <Table<AbnormalPieceItem>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('secondary.abnormalEmpty') }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
      />
    </Card>
  );
}
