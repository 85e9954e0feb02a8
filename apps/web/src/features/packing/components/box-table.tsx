import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BoxItem } from '@stone/shared/packing/packing';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useBoxList, useSealBox } from '../api.ts';
import { BOX_STATE } from '../packing-status.ts';
import { CreateBoxesModal } from './create-boxes-modal.tsx';
import { PackingListModal } from './packing-list-modal.tsx';

const mm = (l: number, w: number, h: number) => `${l} × ${w} × ${h}`;

/** The project's wooden boxes: create a batch, seal one, open its detail, print the list. */
export function BoxTable(props: { projectId: string; canCreate: boolean; canPack: boolean }) {
  const { t } = useTranslation('packing');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const boxes = useBoxList({ projectId: props.projectId, ...page });
  const seal = useSealBox();
  const confirm = useConfirm();
  const [creating, setCreating] = useState(false);
  const [printing, setPrinting] = useState(false);
  const columns = [
    { key: 'name', dataIndex: 'name', title: t('boxes.name'), width: 80 },
    {
      key: 'status',
      title: t('boxes.status'),
      width: 90,
      render: (_: unknown, b: BoxItem) => <StatusTag status={BOX_STATE} value={b.status} />,
    },
    {
      key: 'type',
      title: t('boxes.type'),
      width: 130,
      ellipsis: true,
      render: (_: unknown, b: BoxItem) => t(`boxType.${b.boxType}`),
    },
    {
      key: 'pieces',
      title: t('boxes.pieces'),
      width: 80,
      render: (_: unknown, b: BoxItem) => `${b.pieceCount} / ${b.maxPieces}`,
    },
    { key: 'area', dataIndex: 'areaM2', title: t('boxes.area'), width: 90 },
    { key: 'weight', dataIndex: 'weightKg', title: t('boxes.weight'), width: 100 },
    {
      key: 'inner',
      title: t('boxes.inner'),
      width: 150,
      render: (_: unknown, b: BoxItem) => mm(b.lengthMm, b.widthMm, b.heightMm),
    },
    {
      key: 'outer',
      title: t('boxes.outer'),
      width: 150,
      render: (_: unknown, b: BoxItem) => mm(b.outerLengthMm, b.outerWidthMm, b.outerHeightMm),
    },
    { key: 'planned', dataIndex: 'plannedBoxNo', title: t('boxes.planned'), width: 90 },
    {
      key: 'actions',
      title: t('boxes.actions'),
      width: 140,
      fixed: 'right' as const,
      render: (_: unknown, b: BoxItem) => (
        <Space size="small">
          <Link to={`/packedBoxDetails?id=${encodeURIComponent(b.id)}`}>{t('boxes.details')}</Link>
          {props.canPack && b.status === 'packing' && (
            <Button
              size="small"
              type="link"
              onClick={() =>
                confirm(
                  t('boxes.sealConfirm', { box: b.name }),
                  () => seal.mutateAsync({ id: b.id }),
                  false,
                )
              }
            >
              {t('boxes.seal')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card
      variant="borderless"
      title={t('boxes.title')}
      extra={
        <Space wrap>
          <Button
            icon={<PrinterOutlined />}
            disabled={!boxes.data?.total}
            onClick={() => setPrinting(true)}
          >
            {t('boxes.printList')}
          </Button>
          {props.canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('boxes.create')}
            </Button>
          )}
        </Space>
      }
    >
      {boxes.data && boxes.data.total === 0 ? (
        <Empty description={t('boxes.empty')} />
      ) : (
        <Table<BoxItem>
          size="small"
          rowKey="id"
          loading={boxes.isLoading}
          columns={columns}
          dataSource={boxes.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: boxes.data?.total ?? 0,
            onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
          }}
        />
      )}
      <CreateBoxesModal
        projectId={props.projectId}
        open={creating}
        onClose={() => setCreating(false)}
      />
      {printing && (
        <PackingListModal projectId={props.projectId} onClose={() => setPrinting(false)} />
      )}
    </Card>
  );
}
