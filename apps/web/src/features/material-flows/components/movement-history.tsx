import { Card, Input, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MovementItem } from '@stone/shared/material-flows/schemas';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import type { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { MOVEMENT_KIND } from '../flow-status.ts';

type Place = 'from' | 'to';
const placeOf = (m: MovementItem, side: Place) => {
  const warehouse = m[`${side}WarehouseName`];
  const rack = m[`${side}RackNumber`];
  const workshop = m[`${side}WorkshopName`];
  if (workshop) return workshop;
  if (warehouse) return rack ? `${warehouse} / ${rack}` : warehouse;
  return '—';
};

type Props = {
  title: string;
  list: ReturnType<typeof useListScreen>;
  query: {
    data?: { list: MovementItem[]; total: number };
    isFetching: boolean;
    refetch: () => unknown;
  };
};

/** A screen's history: one row per movement (slab_movements), newest first, searched by barcode. */
export function MovementHistory({ title, list, query }: Props) {
  const { t } = useTranslation('materialFlows');
  const columns: TableColumnsType<MovementItem> = [
    {
      key: 'time',
      title: t('fields.time'),
      width: 150,
      render: (_v, m) => formatDateTime(m.createdAt),
    },
    {
      key: 'kind',
      title: t('fields.kind'),
      render: (_v, m) => <StatusTag status={MOVEMENT_KIND} value={m.kind} />,
    },
    { key: 'barcode', dataIndex: 'barcode', title: t('fields.barcode') },
    { key: 'from', title: t('fields.from'), render: (_v, m) => placeOf(m, 'from') },
    {
      key: 'to',
      title: t('fields.to'),
      render: (_v, m) =>
        m.deviceCode ? `${m.deviceCode} ${m.deviceTable ?? ''}`.trim() : placeOf(m, 'to'),
    },
    { key: 'project', title: t('fields.project'), render: (_v, m) => m.projectName ?? '—' },
    { key: 'user', dataIndex: 'userName', title: t('fields.user') },
  ];
  return (
    <Card size="small" title={title} className="flow-history">
      <SearchForm
        fields={[{ name: 'barcode', label: t('fields.barcode'), input: <Input allowClear /> }]}
        values={list.params.filters}
        onSearch={(values) => list.setFilters(values)}
        onRefresh={() => void query.refetch()}
      />
      <CrudTable<MovementItem>
        tableId="movements"
        rowKey="id"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
      />
    </Card>
  );
}
