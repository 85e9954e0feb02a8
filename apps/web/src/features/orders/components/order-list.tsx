import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_TYPES } from '@stone/shared/orders/enums';
import { orderListBody, type OrderItem } from '@stone/shared/orders/orders';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useDeleteOrder, useOrderList } from '../api.ts';
import { ORDER_DETAIL_ROUTE, ORDER_ROUTE } from '../order-routes.ts';
import { OrderDrawer } from './order-drawer.tsx';

type Editing = { order: OrderItem | null } | null;
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** Orders: search, filters, add and edit in a drawer, delete after a confirmation. */
export function OrderList() {
  const { t } = useTranslation('orders');
  const can = useCan();
  const confirm = useConfirm();
  const list = useListScreen(orderListBody);
  const query = useOrderList(list.body);
  const remove = useDeleteOrder();
  const [editing, setEditing] = useState<Editing>(null);
  const canEdit = can(...ORDER_ROUTE.perm.edit);
  const canDelete = can(...ORDER_ROUTE.perm.delete);
  const detailLink = (o: OrderItem, label: string) => (
    <Link to={ORDER_DETAIL_ROUTE.to({ id: o.id })}>{label}</Link>
  );

  const columns: TableColumnsType<OrderItem> = [
    {
      key: 'number',
      dataIndex: 'number',
      title: t('field.number'),
      width: 140,
      render: (v: string, o) => detailLink(o, v),
    },
    { key: 'name', dataIndex: 'name', title: t('field.name'), width: 140, ellipsis: true },
    {
      key: 'orderType',
      dataIndex: 'orderType',
      title: t('field.orderType'),
      width: 90,
      render: (v: OrderItem['orderType']) => t(`orderType.${v}`),
    },
    {
      key: 'customerName',
      dataIndex: 'customerName',
      title: t('field.customerName'),
      width: 130,
      ellipsis: true,
    },
    { key: 'source', dataIndex: 'source', title: t('field.source'), width: 110, hidden: true },
    { key: 'contact', dataIndex: 'contact', title: t('field.contact'), width: 110, hidden: true },
    {
      key: 'processingType',
      dataIndex: 'processingType',
      title: t('field.processingType'),
      width: 130,
      hidden: true,
    },
    {
      key: 'managerName',
      dataIndex: 'managerName',
      title: t('field.managerName'),
      width: 100,
      hidden: true,
    },
    {
      key: 'managerPhone',
      dataIndex: 'managerPhone',
      title: t('field.managerPhone'),
      width: 120,
      hidden: true,
    },
    {
      key: 'expectedDeliveryDate',
      dataIndex: 'expectedDeliveryDate',
      title: t('field.expectedDeliveryDate'),
      width: 110,
    },
    {
      key: 'deliveredDate',
      dataIndex: 'deliveredDate',
      title: t('field.deliveredDate'),
      width: 120,
      hidden: true,
    },
    {
      key: 'projectCount',
      dataIndex: 'projectCount',
      title: t('field.projectCount'),
      width: 80,
      hidden: true,
      align: 'right',
    },
    {
      key: 'settledProjectCount',
      dataIndex: 'settledProjectCount',
      title: t('field.settledProjectCount'),
      width: 90,
      hidden: true,
      align: 'right',
    },
    {
      key: 'settledAmount',
      dataIndex: 'settledAmount',
      title: t('field.settledAmount'),
      width: 110,
      align: 'right',
    },
    {
      key: 'priceLocked',
      dataIndex: 'priceLocked',
      title: t('field.priceLocked'),
      width: 120,
      render: (v: boolean, o) =>
        v ? (
          <Tag color="blue">
            {t('locked.true')}
            {o.lockedUnitPrice ? ` ${o.lockedUnitPrice}` : ''}
          </Tag>
        ) : (
          t('locked.false')
        ),
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('field.createdAt'),
      width: 150,
      hidden: true,
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: '',
      width: 150,
      render: (_: unknown, o) => (
        <Space size={4} wrap={false}>
          {detailLink(o, t('action.detail'))}
          {canEdit && (
            <Button size="small" type="link" onClick={() => setEditing({ order: o })}>
              {t('action.edit')}
            </Button>
          )}
          {canDelete && (
            <Button
              size="small"
              type="link"
              danger
              onClick={() =>
                confirm(t('confirm.delete', { number: o.number }), () =>
                  remove.mutateAsync({ id: o.id, version: o.version }),
                )
              }
            >
              {t('action.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="order-list">
      <SearchForm
        fields={[
          {
            name: 'keyword',
            label: t('field.keyword'),
            input: <Input allowClear style={{ width: 200 }} />,
          },
          {
            name: 'orderType',
            label: t('field.orderType'),
            input: (
              <Select
                allowClear
                style={{ minWidth: 130 }}
                options={ORDER_TYPES.map((v) => ({ value: v, label: t(`orderType.${v}`) }))}
              />
            ),
            toText: text,
          },
          {
            name: 'priceLocked',
            label: t('field.priceLocked'),
            input: (
              <Select
                allowClear
                style={{ minWidth: 130 }}
                options={(['true', 'false'] as const).map((v) => ({
                  value: v,
                  label: t(`locked.${v}`),
                }))}
              />
            ),
            toText: text,
          },
        ]}
        values={list.params.filters}
        onSearch={(v) => list.setFilters(v)}
        onRefresh={() => void query.refetch()}
      />
      {can(...ORDER_ROUTE.perm.add) && (
        <Space className="order-list__toolbar">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ order: null })}
          >
            {t('action.create')}
          </Button>
        </Space>
      )}
      <CrudTable<OrderItem>
        tableId="orders"
        rowKey="id"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
      />
      <OrderDrawer
        order={editing?.order ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
