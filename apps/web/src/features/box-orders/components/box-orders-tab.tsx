import { PlusOutlined } from '@ant-design/icons';
import { Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { boxOrderListBody, type BoxOrderItem } from '@stone/shared/box-orders/box-orders';
import { useCrudText } from '../../../components/crud/crud-locales.ts';
import '../../../components/crud/crud.css';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { CrudToolbar } from '../../../components/crud/crud-toolbar.tsx';
import { RowActions } from '../../../components/crud/row-actions.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { StatusTag, useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useBoxOrderList } from '../api.ts';
import '../box-order-locales.ts';
import { BOX_ORDER_ROUTE, ORDER_DETAILS_ROUTE } from '../box-order-routes.ts';
import { BOX_ORDER_STATE } from '../box-order-status.ts';
import { BoxOrderFormDrawer } from './box-order-form-drawer.tsx';
import { BoxTypeSummary } from './box-type-summary.tsx';
import { useBoxOrderActions } from './use-box-order-actions.tsx';

/**
 * "My packing orders" (我的打包订单), a tab of /produceManagement/produceProject (issue 19): every
 * box order of the enterprise, searched by keyword and state, kept in the URL.
 */
export function BoxOrdersTab() {
  const { t } = useTranslation('boxOrders');
  const crudText = useCrudText();
  const list = useListScreen(boxOrderListBody);
  const orders = useBoxOrderList(list.body);
  const states = useStatusEnum(BOX_ORDER_STATE);
  const [editing, setEditing] = useState<BoxOrderItem | 'new' | null>(null);
  const actionsOf = useBoxOrderActions({ onEdit: setEditing });

  const columns: TableColumnsType<BoxOrderItem> = [
    {
      key: 'project',
      dataIndex: 'projectName',
      title: t('fields.project'),
      width: 160,
      ellipsis: true,
    },
    {
      key: 'number',
      title: t('fields.number'),
      width: 150,
      render: (_v, o) => <Link to={ORDER_DETAILS_ROUTE.to({ id: o.id })}>{o.number}</Link>,
    },
    {
      key: 'createdAt',
      title: t('fields.orderTime'),
      width: 170,
      render: (_v, o) => new Date(o.createdAt).toLocaleString(),
    },
    {
      key: 'boxTypes',
      title: t('fields.boxTypes'),
      width: 140,
      ellipsis: true,
      render: (_v, o) => <BoxTypeSummary types={o.boxTypes} />,
    },
    { key: 'boxCount', dataIndex: 'boxCount', title: t('fields.boxCount'), width: 90 },
    {
      key: 'status',
      title: t('fields.status'),
      width: 110,
      render: (_v, o) => <StatusTag status={BOX_ORDER_STATE} value={o.status} />,
    },
    {
      key: 'actions',
      title: crudText('actions'),
      width: 260,
      fixed: 'end',
      render: (_v, o) => <RowActions actions={actionsOf(o)} />,
    },
  ];

  return (
    <>
      <SearchForm
        fields={[
          {
            name: 'keyword',
            label: t('fields.keyword'),
            input: <Input allowClear maxLength={60} placeholder={t('fields.keywordHint')} />,
          },
          {
            name: 'status',
            label: t('fields.status'),
            input: <Select allowClear options={states.options} style={{ minWidth: 140 }} />,
          },
        ]}
        values={list.params.filters}
        onSearch={(values) => list.setFilters(values)}
        onRefresh={() => void orders.refetch()}
      />
      <CrudToolbar
        actions={[
          {
            key: 'add',
            label: t('actions.add'),
            icon: <PlusOutlined />,
            primary: true,
            perm: BOX_ORDER_ROUTE.perm.boxOrder,
            onClick: () => setEditing('new'),
          },
        ]}
      />
      <CrudTable<BoxOrderItem>
        tableId="box-orders"
        rowKey="id"
        columns={columns}
        data={orders.data}
        loading={orders.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
      />
      {editing && (
        <BoxOrderFormDrawer
          order={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
