import { Alert, Button, Card, Empty, Pagination, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import type { PlannedBox } from '@stone/shared/projects/progress';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useGeneratePackingList, usePackingList } from '../api.ts';
import { PROJECT_ROUTE } from '../project-routes.ts';

type Piece = PlannedBox['pieces'][number];

/**
 * The packing list, box by box: which pieces (code, plane, size, area) go into each planned box,
 * or, once wooden boxes exist (issue 18), each real box with the pieces packed in it.
 */
export function PackingTab({ data }: { data: ProjectDetailData }) {
  const { t } = useTranslation('projects');
  const can = useCan();
  const generate = useGeneratePackingList();
  const s = data.project;
  const button = (label: string) =>
    can(...PROJECT_ROUTE.perm.edit) && !s.archived && !s.terminated ? (
      <Button
        type="primary"
        loading={generate.isPending}
        onClick={() =>
          void generate.mutateAsync({ id: s.id, version: s.version }).catch(() => undefined)
        }
      >
        {label}
      </Button>
    ) : null;
  if (data.packing.state === 'none')
    return (
      <Empty description={t('detail.empty.packingList')}>
        {button(t('detail.generatePacking'))}
      </Empty>
    );
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong data-testid="packing-summary">
          {t('detail.packingSummary', {
            boxes: data.packing.boxCount,
            planned: data.packing.plannedPieces,
            pieces: data.packing.pieceCount,
            boxed: data.packing.boxedPieces,
          })}
        </Typography.Text>
        {button(t('detail.regeneratePacking'))}
      </Space>
      <PlannedBoxes projectId={s.id} />
    </Space>
  );
}

function PlannedBoxes({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const list = usePackingList({ projectId, ...page });
  if (!list.data) return <Spin />;
  // Issue 18: once wooden boxes exist the list is theirs, printable box by box on A4.
  const real = list.data.realBoxes === true;
  const columns = [
    { key: 'code', dataIndex: 'code', title: t('pieceFields.code') },
    { key: 'plane', dataIndex: 'planeName', title: t('tabFields.plane') },
    {
      key: 'size',
      title: t('pieceFields.size'),
      render: (_v: unknown, r: Piece) => `${r.widthMm} × ${r.heightMm}`,
    },
    { key: 'area', dataIndex: 'areaM2', title: t('pieceFields.area') },
    { key: 'process', dataIndex: 'processCode', title: t('pieceFields.processCode') },
    {
      key: 'boxed',
      dataIndex: 'boxed',
      title: t('tabFields.boxed'),
      render: (v: boolean) => (v ? t('yesNo.yes') : t('yesNo.no')),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title={real ? t('detail.realBoxesNote') : t('detail.packingNote')}
        action={
          real ? (
            <Link to={`/packedBoxDetails?projectId=${encodeURIComponent(projectId)}`}>
              {t('detail.printPackingList')}
            </Link>
          ) : undefined
        }
      />
      {list.data.boxes.map((box) => (
        <Card
          key={box.boxNo}
          size="small"
          data-testid="planned-box"
          title={t(real ? 'detail.realBoxTitle' : 'detail.boxTitle', {
            no: box.boxNo,
            count: box.pieceCount,
            area: box.areaM2,
            boxed: box.boxedCount,
          })}
        >
          <Table<Piece>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={box.pieces}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      ))}
      <Pagination
        align="end"
        current={page.pageNum}
        pageSize={page.pageSize}
        pageSizeOptions={[5, 10, 20]}
        total={list.data.total}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
    </Space>
  );
}
