import { Empty, Table, Tag, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectSlabItem } from '@stone/shared/projects/detail';
import { useInertMeasureRow } from '../../../components/crud/inert-measure-row.ts';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { useProjectSlabs } from '../api.ts';
import { PIECE_STATUS } from '../project-status.ts';
import { PieceProcessBar } from './piece-process-bar.tsx';

/** The pieces (engineering slabs) read from one plane's drawing. */
export function PlanePieces({ projectId, planeId }: { projectId: string; planeId: string }) {
  const { t } = useTranslation('projects');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const slabs = useProjectSlabs({ projectId, planeId, ...page });
  const [selected, setSelected] = useState<string[]>([]);
  // The selection column's checkbox repeats in antd's hidden measure row (see the hook).
  const tableBox = useRef<HTMLDivElement>(null);
  useInertMeasureRow(tableBox);
  const columns: TableColumnsType<ProjectSlabItem> = [
    { key: 'code', dataIndex: 'code', title: t('pieceFields.code') },
    { key: 'name', dataIndex: 'name', title: t('pieceFields.name') },
    {
      key: 'size',
      title: t('pieceFields.size'),
      render: (_v, r) => `${r.widthMm} × ${r.heightMm}`,
    },
    { key: 'area', dataIndex: 'areaM2', title: t('pieceFields.area') },
    { key: 'thickness', dataIndex: 'thicknessMm', title: t('pieceFields.thickness') },
    { key: 'holes', dataIndex: 'holeCount', title: t('pieceFields.holes') },
    { key: 'processCode', dataIndex: 'processCode', title: t('pieceFields.processCode') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('pieceFields.status'),
      render: (v: string) => <StatusTag status={PIECE_STATUS} value={v} />,
    },
    {
      key: 'abnormal',
      dataIndex: 'abnormal',
      title: t('pieceFields.abnormal'),
      render: (v: boolean) => (v ? <Tag color="error">{t('yesNo.yes')}</Tag> : t('yesNo.no')),
    },
    {
      key: 'boxNo',
      dataIndex: 'boxNo',
      title: t('detail.boxNo'),
      render: (v: number | null) => v ?? '–',
    },
  ];
  return (
    <>
      <PieceProcessBar
        projectId={projectId}
        planeId={planeId}
        selected={selected}
        onDone={() => setSelected([])}
      />
      <div ref={tableBox}>
        <Table<ProjectSlabItem>
          size="small"
          rowKey="id"
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
          }}
          columns={columns}
          dataSource={slabs.data?.list ?? []}
          loading={slabs.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.empty.pieces')} />
            ),
          }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: slabs.data?.total ?? 0,
            onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
          }}
        />
      </div>
    </>
  );
}
