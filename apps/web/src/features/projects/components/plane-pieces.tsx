import { PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectSlabItem } from '@stone/shared/projects/detail';
import { useInertMeasureRow } from '../../../components/crud/inert-measure-row.ts';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { canOpen } from '../../../lib/permissions.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { useProjectSlabs } from '../api.ts';
import { DETAIL_ROUTE } from '../project-routes.ts';
import { PIECE_STATUS } from '../../../components/piece-status/piece-status.ts';
import { PieceLabelsModal } from './piece-labels-modal.tsx';
import { PieceProcessBar } from './piece-process-bar.tsx';
import { PieceRotationBar, RotationLockTag } from './piece-rotation-bar.tsx';

type Props = { projectId: string; planeId: string; planeName: string; pieceCount: number };

/** The pieces (engineering slabs) read from one plane's drawing. */
export function PlanePieces({ projectId, planeId, planeName, pieceCount }: Props) {
  const { t } = useTranslation('projects');
  const user = useUserInfo().data;
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const slabs = useProjectSlabs({ projectId, planeId, ...page });
  const [selected, setSelected] = useState<string[]>([]);
  // The rows behind the keys: labels need their fields, also of pieces on other pages.
  const [selectedRows, setSelectedRows] = useState<ProjectSlabItem[]>([]);
  const [printing, setPrinting] = useState(false);
  // Labels are read-only: whoever may see the project detail may print them (issue 17).
  const mayPrint = !!user && canOpen(user, DETAIL_ROUTE.name);
  const clearSelection = () => {
    setSelected([]);
    setSelectedRows([]);
  };
  // The current page's copy of a selected row, so a changed process code prints as it is now.
  const piecesToPrint = () => {
    const current = new Map((slabs.data?.list ?? []).map((r) => [r.id, r]));
    return selectedRows.map((r) => current.get(r.id) ?? r);
  };
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
      key: 'rotationLocked',
      dataIndex: 'rotationLocked',
      title: t('pieceFields.rotationLocked'),
      render: (v: boolean) => <RotationLockTag locked={v} />,
    },
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
      <Flex wrap gap="small" align="start">
        <PieceProcessBar
          projectId={projectId}
          planeId={planeId}
          selected={selected}
          onDone={clearSelection}
        />
        <PieceRotationBar projectId={projectId} selected={selected} onDone={clearSelection} />
        {mayPrint ? (
          <Button
            icon={<PrinterOutlined />}
            style={{ marginBottom: 8 }}
            onClick={() => setPrinting(true)}
          >
            {selected.length
              ? t('pieceLabels.printSelected', { count: selected.length })
              : t('pieceLabels.printPlane')}
          </Button>
        ) : null}
      </Flex>
      {printing ? (
        <PieceLabelsModal
          plane={{ projectId, planeId, planeName, pieceCount }}
          selected={piecesToPrint()}
          onClose={() => setPrinting(false)}
        />
      ) : null}
      <div ref={tableBox}>
        <Table<ProjectSlabItem>
          size="small"
          rowKey="id"
          rowSelection={{
            selectedRowKeys: selected,
            // Kept across pages, so a selection made page by page prints whole.
            preserveSelectedRowKeys: true,
            onChange: (keys, rows) => {
              setSelected(keys.map(String));
              setSelectedRows(rows.filter(Boolean));
            },
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
