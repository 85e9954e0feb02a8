import { Card, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbnormalPieceItem, ProcessProgressData } from '@stone/shared/projects/secondary';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { PIECE_STATUS } from '../../../components/piece-status/piece-status.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { useProcessAbnormal, useProcessProgress } from '../secondary-api.ts';

type Row = ProcessProgressData['list'][number]['planes'][number] & {
  key: string;
  projectName: string;
};

/** /processDetail (issue 18): this process on every live project by plane, and its abnormal pieces. */
export function ProcessSecondary({ processId }: { processId: string }) {
  const { t } = useTranslation('processes');
  const user = useUserInfo().data;
  if (!user?.pageFlags.module303)
    return <Typography.Text type="secondary">{t('secondary.notInPlan')}</Typography.Text>;
  return (
    <Flex vertical gap="middle" style={{ width: '100%' }}>
      <ProgressByPlane processId={processId} />
      <AbnormalOfProcess processId={processId} />
    </Flex>
  );
}

function ProgressByPlane({ processId }: { processId: string }) {
  const { t } = useTranslation('processes');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const progress = useProcessProgress({ processId, ...page });
  const rows: Row[] = (progress.data?.list ?? []).flatMap((p) =>
    p.planes.map((l) => ({ ...l, key: `${p.projectId}|${l.planeId}`, projectName: p.projectName })),
  );
  const columns: TableColumnsType<Row> = [
    { key: 'project', dataIndex: 'projectName', title: t('secondary.project'), width: 200 },
    { key: 'plane', dataIndex: 'planeName', title: t('secondary.plane'), width: 160 },
    { key: 'toProcess', dataIndex: 'toProcess', title: t('secondary.toProcess'), width: 100 },
    { key: 'inProgress', dataIndex: 'inProgress', title: t('secondary.inProgress'), width: 100 },
    { key: 'done', dataIndex: 'done', title: t('secondary.done'), width: 100 },
  ];
  return (
    <Card size="small" title={t('secondary.progressTitle')}>
      {/* An empty table's scroll box is an unlabelled focus stop with faint text (axe). */}
      {!progress.isFetching && rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('secondary.progressEmpty')} />
      ) : (
        <Table<Row>
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          loading={progress.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('secondary.progressEmpty') }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: progress.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
          }}
        />
      )}
    </Card>
  );
}

function AbnormalOfProcess({ processId }: { processId: string }) {
  const { t } = useTranslation('processes');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const list = useProcessAbnormal({ processId, ...page });
  const columns: TableColumnsType<AbnormalPieceItem> = [
    { key: 'code', dataIndex: 'code', title: t('secondary.piece'), width: 120 },
    { key: 'project', dataIndex: 'projectName', title: t('secondary.project'), width: 180 },
    { key: 'plane', dataIndex: 'planeName', title: t('secondary.plane'), width: 140 },
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
      width: 240,
      ellipsis: true,
    },
    {
      key: 'at',
      dataIndex: 'flaggedAt',
      title: t('secondary.flaggedAt'),
      width: 160,
      render: (v: string | null) => (v ? formatDateTime(v) : '–'),
    },
  ];
  return (
    <Card size="small" title={t('secondary.abnormalTitle', { count: list.data?.total ?? 0 })}>
      {!list.isFetching && (list.data?.list ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('secondary.abnormalEmpty')} />
      ) : (
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
      )}
    </Card>
  );
}
