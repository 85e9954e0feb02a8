import { Table, type TableColumnsType, type TableProps } from 'antd';
import { ColumnChooser, useColumnChoice } from './column-chooser.tsx';
import './crud.css';

/** Width of a column that declares none (as CrudTable counts it). */
const DEFAULT_COLUMN_WIDTH = 120;

/**
 * A paged list whose page lives in its own filters rather than the URL: the column chooser over
 * it, and a table exactly as wide as its shown columns, so the defaults fit 1440 px with the
 * pinned actions in view and a narrower screen scrolls the list inside its box.
 */
export function ChooserTable<T extends object>({
  tableId,
  columns,
  ...rest
}: Omit<TableProps<T>, 'columns' | 'scroll'> & { tableId: string; columns: TableColumnsType<T> }) {
  const choice = useColumnChoice(tableId, columns);
  const scrollX = choice.columns.reduce(
    (sum, c) => sum + (c.hidden ? 0 : Number(c.width) || DEFAULT_COLUMN_WIDTH),
    0,
  );
  return (
    <>
      <div className="crud-table__tools">
        <ColumnChooser options={choice.options} setShown={choice.setShown} reset={choice.reset} />
      </div>
      <Table<T> {...rest} columns={choice.columns} scroll={{ x: scrollX }} />
    </>
  );
}
