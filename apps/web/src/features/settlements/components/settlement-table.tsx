import { Input, Select, Tabs, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataOf } from '@stone/shared';
import type { SettlementItem } from '@stone/shared/settlements/settlements';
import { SETTLEMENT_STATUSES } from '@stone/shared/settlements/enums';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import type { ListParams, SortOrder } from '../../../components/crud/use-list-screen.ts';

type Props = {
  tableId: string;
  data: DataOf<'webSettlement/getSettlementList'> | undefined;
  loading: boolean;
  params: ListParams;
  status: string | undefined;
  onStatus: (status: string | undefined) => void;
  onSearch: (values: Record<string, unknown>) => void;
  onRefresh: () => void;
  onPage: (pageNum: number, pageSize: number) => void;
  onSort: (field?: string, order?: SortOrder) => void;
  /** Where a document's number leads (the detail, or the document view). */
  linkTo: (id: string) => string;
  showType?: boolean;
  extraColumns?: TableColumnsType<SettlementItem>;
};

/** Settlement documents with status tabs, a search form and paging (docs/adr/0008). */
export function SettlementTable(p: Props) {
  const { t } = useTranslation('settlements');
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const columns: TableColumnsType<SettlementItem> = [
    {
      key: 'number',
      dataIndex: 'number',
      title: t('field.number'),
      sorter: true,
      width: 150,
      render: (v: string, d) => <Link to={p.linkTo(d.id)}>{v}</Link>,
    },
    { key: 'name', dataIndex: 'name', title: t('field.name'), width: 150, ellipsis: true },
    ...(p.showType
      ? [
          {
            key: 'docType',
            dataIndex: 'docType',
            title: t('field.docType'),
            width: 110,
            hidden: true,
            render: (v: SettlementItem['docType']) => t(`docType.${v}`),
          },
        ]
      : []),
    { key: 'orderNumber', dataIndex: 'orderNumber', title: t('field.order'), width: 120 },
    {
      key: 'customerName',
      dataIndex: 'customerName',
      title: t('field.customer'),
      width: 140,
      hidden: true,
    },
    {
      key: 'status',
      title: t('field.status'),
      width: 170,
      render: (_: unknown, d) => (
        <>
          {t(`status.${d.status}`)}
          {d.status === 'settled' &&
            ` · ${t(d.accountArrived ? 'arrival.arrived' : 'arrival.notArrived')}`}
        </>
      ),
    },
    {
      key: 'projectCount',
      dataIndex: 'projectCount',
      title: t('field.projects'),
      width: 80,
      align: 'right',
      hidden: true,
    },
    {
      key: 'areaM2',
      dataIndex: 'areaM2',
      title: t('field.area'),
      width: 100,
      align: 'right',
      hidden: true,
    },
    {
      key: 'boxCount',
      dataIndex: 'boxCount',
      title: t('field.boxes'),
      width: 70,
      align: 'right',
      hidden: true,
    },
    {
      key: 'pages',
      dataIndex: 'pages',
      title: t('field.pages'),
      width: 70,
      align: 'right',
      hidden: true,
    },
    {
      key: 'total',
      dataIndex: 'total',
      title: t('field.total'),
      width: 120,
      align: 'right',
      sorter: true,
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('field.createdAt'),
      width: 160,
      sorter: true,
      render: (v: string) => new Date(v).toLocaleString(),
    },
    ...(p.extraColumns ?? []),
  ];
  return (
    <div className="settlement-list">
      <Tabs
        activeKey={p.status ?? ''}
        onChange={(key) => p.onStatus(key || undefined)}
        items={[
          { key: '', label: t('status.all') },
          ...SETTLEMENT_STATUSES.map((s) => ({ key: s, label: t(`status.${s}`) })),
        ]}
      />
      <SearchForm
        fields={[
          {
            name: 'keyword',
            label: t('field.keyword'),
            input: <Input allowClear style={{ width: 220 }} />,
          },
          {
            name: 'arrived',
            label: t('field.arrival'),
            input: (
              <Select
                allowClear
                style={{ minWidth: 120 }}
                options={[
                  { value: 'true', label: t('arrival.arrived') },
                  { value: 'false', label: t('arrival.notArrived') },
                ]}
              />
            ),
            toText: text,
          },
        ]}
        values={p.params.filters}
        onSearch={p.onSearch}
        onRefresh={p.onRefresh}
      />
      <CrudTable<SettlementItem>
        tableId={p.tableId}
        rowKey="id"
        columns={columns}
        data={p.data}
        loading={p.loading}
        params={p.params}
        onPage={p.onPage}
        onSort={p.onSort}
      />
    </div>
  );
}
