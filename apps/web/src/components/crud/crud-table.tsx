import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useRef } from 'react';
import { ColumnChooser, useColumnChoice } from './column-chooser.tsx';
import { useCrudText } from './crud-locales.ts';
import { useInertMeasureRow } from './inert-measure-row.ts';
import './crud.css';
import type { ListParams, SortOrder } from './use-list-screen.ts';

type Props<T> = {
  /** Names the list for the column chooser's remembered choice (unique per screen). */
  tableId: string;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** `totalCapped`: the total is a lower bound (LIST_COUNT_PAGES); the pager still goes on. */
  data: { list: T[]; total: number; totalCapped?: boolean | undefined } | undefined;
  loading: boolean;
  params: ListParams;
  onPage: (pageNum: number, pageSize: number) => void;
  onSort: (field?: string, order?: SortOrder) => void;
  /** Optional checkboxes (e.g. the slabs whose labels to print). */
  rowSelection?: TableProps<T>['rowSelection'];
};

/** Width of a column that declares none; the default columns of a list fit 1440 px. */
const DEFAULT_COLUMN_WIDTH = 120;
const SELECTION_WIDTH = 48;
const ACTIONS_WIDTH = 160;

/**
 * The list itself: its page and sort come from the URL and go back to it. Columns keep their
 * widths and cut long text with an ellipsis, so the default set fits a desktop with the actions
 * (pinned right) in view; the chooser shows or hides the rest.
 */
export function CrudTable<T extends object>(props: Props<T>) {
  const t = useCrudText();
  const { params } = props;
  const choice = useColumnChoice(props.tableId, props.columns);
  const boxRef = useRef<HTMLDivElement>(null);
  useInertMeasureRow(boxRef);
  // Sortable columns show the URL's sort, so a refreshed page looks the same.
  const columns = choice.columns.map((c) => {
    const sized = {
      ...c,
      width: c.width ?? (c.key === 'actions' ? ACTIONS_WIDTH : DEFAULT_COLUMN_WIDTH),
      // A row's actions stay pinned right, in view however far the list scrolls.
      fixed: c.fixed ?? (c.key === 'actions' ? ('end' as const) : undefined),
      ellipsis: c.ellipsis ?? ('dataIndex' in c && c.key !== 'actions'),
    };
    return 'dataIndex' in c && c.sorter
      ? { ...sized, sortOrder: params.sortField === c.key ? (params.sortOrder ?? null) : null }
      : sized;
  });
  // The table is as wide as its shown columns: wider than the screen it scrolls inside its box.
  const scrollX =
    columns.reduce((sum, c) => sum + (c.hidden ? 0 : Number(c.width) || DEFAULT_COLUMN_WIDTH), 0) +
    (props.rowSelection ? SELECTION_WIDTH : 0);
  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      props.onSort(one?.columnKey ? String(one.columnKey) : undefined, one?.order ?? undefined);
    } else if (extra.action === 'paginate') {
      props.onPage(pagination.current ?? 1, pagination.pageSize ?? params.pageSize);
    }
  };
  return (
    <div ref={boxRef}>
      <div className="crud-table__tools">
        <ColumnChooser options={choice.options} setShown={choice.setShown} reset={choice.reset} />
      </div>
      <Table<T>
        rowKey={props.rowKey}
        columns={columns}
        dataSource={props.data?.list ?? []}
        loading={props.loading}
        onChange={onChange}
        rowSelection={props.rowSelection}
        scroll={{ x: scrollX }}
        pagination={{
          current: params.pageNum,
          pageSize: params.pageSize,
          total: props.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) =>
            props.data?.totalCapped
              ? t('totalCapped', { shown: (count - 1).toLocaleString('en') })
              : t('total', { count }),
        }}
      />
    </div>
  );
}
