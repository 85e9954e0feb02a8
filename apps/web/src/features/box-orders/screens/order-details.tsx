import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { BoxOrderBox, BoxOrderItem } from '@stone/shared/box-orders/box-orders';
import { BOX_ORDER_EDITABLE } from '@stone/shared/box-orders/enums';
import { RowActions } from '../../../components/crud/row-actions.tsx';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useBoxOrderDetail } from '../api.ts';
import '../box-order-locales.ts';
import { BOX_ORDER_ROUTE } from '../box-order-routes.ts';
import { BOX_ORDER_STATE } from '../box-order-status.ts';
import { BoxOrderFormDrawer } from '../components/box-order-form-drawer.tsx';
import { BoxTypeSummary } from '../components/box-type-summary.tsx';
import { DeliveryNoteModal } from '../components/delivery-note-modal.tsx';
import { ImportBoxesButton } from '../components/import-boxes-button.tsx';
import { useBoxOrderActions } from '../components/use-box-order-actions.tsx';

/** Back to the box-order tab of the projects screen. */
const LIST = `${BOX_ORDER_ROUTE.path}?view=boxOrders`;

/**
 * /orderDetails?id= (issue 19): a box order's receiving side and boxes, its transitions (each
 * confirmed when it cannot be undone), the box editor and packing-list import while it is not
 * accepted, and the delivery note to print.
 */
export default function OrderDetailsPage() {
  const { t } = useTranslation('boxOrders');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!id) return <Empty description={t('detail.missingId')} />;
  return <OrderDetail id={id} />;
}

function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation('boxOrders');
  const can = useCan();
  const navigate = useNavigate();
  const detail = useBoxOrderDetail(id);
  const [editing, setEditing] = useState<BoxOrderItem | null>(null);
  const [printing, setPrinting] = useState(false);
  const actionsOf = useBoxOrderActions({
    onEdit: setEditing,
    onDeleted: () => void navigate(LIST),
  });
  if (detail.isLoading) return <Skeleton active />;
  if (!detail.data) return <Result status="warning" title={t('detail.missingId')} />;
  const { order, boxes } = detail.data;
  const editable =
    BOX_ORDER_EDITABLE.includes(order.status) && can(...BOX_ORDER_ROUTE.perm.boxOrder);
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
  const columns = [
    {
      key: 'boxNo',
      title: t('boxes.boxNo'),
      render: (_: unknown, b: BoxOrderBox) => b.boxNo,
    },
    {
      key: 'type',
      title: t('boxes.type'),
      render: (_: unknown, b: BoxOrderBox) => t(`boxType.${b.boxType}`),
    },
    {
      key: 'size',
      title: t('boxes.size'),
      render: (_: unknown, b: BoxOrderBox) => `${b.lengthMm} × ${b.widthMm} × ${b.heightMm}`,
    },
    { key: 'pieces', dataIndex: 'pieceCount', title: t('boxes.pieces') },
    { key: 'area', dataIndex: 'areaM2', title: t('boxes.area') },
    {
      key: 'wooden',
      title: t('boxes.woodenBox'),
      render: (_: unknown, b: BoxOrderBox) => b.woodenBoxName ?? t('boxes.noWoodenBox'),
    },
  ];
  const materialColumns = [
    { key: 'material', dataIndex: 'material', title: t('boxes.material') },
    { key: 'number', dataIndex: 'number', title: t('boxes.number') },
    { key: 'thickness', dataIndex: 'thicknessMm', title: t('boxes.thickness') },
    { key: 'width', dataIndex: 'widthMm', title: t('boxes.width') },
    { key: 'height', dataIndex: 'heightMm', title: t('boxes.height') },
    { key: 'pieces', dataIndex: 'pieces', title: t('boxes.pieces') },
    { key: 'area', dataIndex: 'areaM2', title: t('boxes.area') },
    { key: 'region', dataIndex: 'region', title: t('boxes.region') },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        variant="borderless"
        title={t('detail.title', { number: order.number })}
        extra={
          <Space wrap>
            <Link to={LIST}>{t('actions.back')}</Link>
            <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
              {t('actions.printNote')}
            </Button>
            {editable && <ImportBoxesButton orderId={order.id} />}
            <RowActions actions={actionsOf(order)} />
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('fields.project')}>
            {`${order.projectName} (${order.projectOrderNo})`}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.status')}>
            <StatusTag status={BOX_ORDER_STATE} value={order.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.orderTime')}>
            {when(order.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.receivingUnit')}>
            {order.receivingUnit}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.address')}>{order.address}</Descriptions.Item>
          <Descriptions.Item label={t('fields.contact')}>
            {`${order.contact} ${order.contactPhone}`.trim() || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.boxTypes')}>
            <BoxTypeSummary types={order.boxTypes} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.pieces')}>{order.pieceCount}</Descriptions.Item>
          <Descriptions.Item label={t('fields.area')}>{order.areaM2}</Descriptions.Item>
          <Descriptions.Item label={t('fields.acceptedAt')}>
            {when(order.acceptedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.shippedAt')}>
            {when(order.shippedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.shippedBy')}>
            {order.shippedBy ?? '—'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card variant="borderless" title={`${t('boxes.title')} (${order.boxCount})`}>
        <Table<BoxOrderBox>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={boxes}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{
            rowExpandable: (b) => b.materials.length > 0,
            expandedRowRender: (b) => (
              <Table
                size="small"
                rowKey={(m) => `${m.number}-${m.material}-${m.widthMm}-${m.heightMm}`}
                columns={materialColumns}
                dataSource={b.materials}
                pagination={false}
              />
            ),
          }}
        />
      </Card>
      {editing && <BoxOrderFormDrawer order={editing} onClose={() => setEditing(null)} />}
      {printing && <DeliveryNoteModal data={detail.data} onClose={() => setPrinting(false)} />}
    </Space>
  );
}
