import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useCrudText } from './crud-locales.ts';
import type { ListParams, SortOrder } from './use-list-screen.ts';

type Props<T> = {
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  data: { list: T[]; total: number } | undefined;
  loading: boolean;
  params: ListParams;
  onPage: (pageNum: number, pageSize: number) => void;
  onSort: (field?: string, order?: SortOrder) => void;
  /** Optional checkboxes (e.g. the slabs whose labels to print). */
  rowSelection?: TableProps<T>['rowSelection'];
};

/** The list itself: its page and sort come from the URL and go back to it. */
export function CrudTable<T extends object>(props: Props<T>) {
  const t = useCrudText();
  const { params } = props;
  // Sortable columns show the URL's sort, so a refreshed page looks the same.
  const columns = props.columns.map((c) =>
    'dataIndex' in c && c.sorter
      ? { ...c, sortOrder: params.sortField === c.key ? (params.sortOrder ?? null) : null }
      : c,
  );
  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      props.onSort(one?.columnKey ? String(one.columnKey) : undefined, one?.order ?? undefined);
    } else if (extra.action === 'paginate') {
      props.onPage(pagination.current ?? 1, pagination.pageSize ?? params.pageSize);
    }
  };
  return (
    <Table<T>
      rowKey={props.rowKey}
      columns={columns}
      dataSource={props.data?.list ?? []}
      loading={props.loading}
      onChange={onChange}
      rowSelection={props.rowSelection}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: params.pageNum,
        pageSize: params.pageSize,
        total: props.data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (count) => t('total', { count }),
      }}
    />
  );
}
