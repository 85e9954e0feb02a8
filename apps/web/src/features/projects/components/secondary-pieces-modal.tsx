import { Button, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondPieceItem, SecondaryBucket } from '@stone/shared/projects/secondary';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { useCan } from '../../../components/crud/use-permission.ts';
import { PIECE_STATUS } from '../../../components/piece-status/piece-status.ts';
import { useSecondPieces } from '../secondary-api.ts';
import { AbnormalReasonModal } from './abnormal-reason-modal.tsx';

export type SecondaryCell = {
  planeId: string;
  planeName: string;
  processId: string;
  processName: string;
  bucket: SecondaryBucket;
};
type Props = { projectId: string; cell: SecondaryCell; onClose: () => void };

/** The pieces behind one cell of the grid; a piece can be marked abnormal from here. */
export function SecondaryPiecesModal({ projectId, cell, onClose }: Props) {
  const { t } = useTranslation('projects');
  const can = useCan();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [flagging, setFlagging] = useState<SecondPieceItem | null>(null);
  const { planeName, processName, ...query } = cell;
  const pieces = useSecondPieces({ projectId, ...query, ...page });
  const columns: TableColumnsType<SecondPieceItem> = [
    {
      key: 'code',
      title: t('secondary.code'),
      width: 150,
      render: (_v, r) => (
        <>
          {r.code}
          {r.abnormal ? (
            <Tag color="error" title={r.abnormalReason} style={{ marginInlineStart: 6 }}>
              {t('secondary.abnormalTag')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'size',
      title: t('secondary.size'),
      width: 120,
      render: (_v, r) => `${r.widthMm} × ${r.heightMm}`,
    },
    { key: 'processCode', dataIndex: 'processCode', title: t('secondary.processCode'), width: 120 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('secondary.status'),
      width: 110,
      render: (v: string) => <StatusTag status={PIECE_STATUS} value={v} />,
    },
  ];
  if (can('solutionDetails', 'abnormal'))
    columns.push({
      key: 'actions',
      title: t('secondary.actions'),
      width: 110,
      fixed: 'right',
      render: (_v, r) => (
        <Button type="link" size="small" danger onClick={() => setFlagging(r)}>
          {t('secondary.markAbnormal')}
        </Button>
      ),
    });
  return (
    <Modal
      open
      width={760}
      title={t('secondary.piecesTitle', {
        plane: planeName,
        process: processName,
        bucket: t(`secondary.${cell.bucket}`),
      })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('secondary.close')}</Button>}
    >
      <Table<SecondPieceItem>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={pieces.data?.list ?? []}
        loading={pieces.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: pieces.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
      />
      <AbnormalReasonModal piece={flagging} onClose={() => setFlagging(null)} />
    </Modal>
  );
}
