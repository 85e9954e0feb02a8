import { PlusOutlined } from '@ant-design/icons';
import { Form, type FormInstance, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useCrudText } from './crud-locales.ts';
import { CrudTable } from './crud-table.tsx';
import { CrudToolbar } from './crud-toolbar.tsx';
import './crud.css';
import { DrawerForm } from './drawer-form.tsx';
import type { Perm } from './route-perms.ts';
import { RowActions, type RowAction } from './row-actions.tsx';
import { SearchForm, type SearchField } from './search-form.tsx';
import { useConfirm } from './use-confirm.ts';
import type { ListParams, SortOrder } from './use-list-screen.ts';

type Page<T> = { list: T[]; total: number };

/** What the anatomy reads from `useListScreen`: the URL's page, sort and filters. */
export type ListState = {
  params: ListParams;
  setFilters: (values: Record<string, unknown>) => void;
  onPage: (pageNum: number, pageSize: number) => void;
  onSort: (field?: string, order?: SortOrder) => void;
};

/** The words of one entity's screen; the kit's own (edit, delete, actions…) come from `crud`. */
export type CrudTexts<T> = {
  add: string;
  create: string;
  edit: string;
  confirmDelete: (row: T) => string;
};

export type CrudScreenProps<T extends { id: string }, V extends object> = {
  /** Names the list for its remembered column choice. */
  tableId: string;
  list: ListState;
  query: { data: Page<T> | undefined; isFetching: boolean; refetch: () => unknown };
  columns: TableColumnsType<T>;
  searchFields: SearchField[];
  perm: { add: Perm; edit: Perm; delete: Perm };
  texts: CrudTexts<T>;
  /** The form's fields; `row` is the one being edited, null when creating. */
  fields: (row: T | null, form: FormInstance<V>) => ReactNode;
  initialValues: (row: T | null) => Partial<V>;
  /** `requestId` is one per opening of the drawer: a retried create adds the row once. */
  save: (values: V, row: T | null, requestId: string) => Promise<unknown>;
  remove: (row: T) => Promise<unknown>;
  /** Rows that cannot be changed (the default workshop) show no edit or delete. */
  isLocked?: (row: T) => boolean;
};

/**
 * The anatomy every list screen shares (docs/conventions.md, web code): search form,
 * permission-gated toolbar, table with its actions pinned right, drawer form, confirmed delete.
 * `CrudPage` fills it from a shared entity; a list that needs more (racks) fills it by hand.
 */
export function CrudScreen<T extends { id: string }, V extends object>(
  props: CrudScreenProps<T, V>,
) {
  const t = useCrudText();
  const [form] = Form.useForm<V>();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ row: T | null; requestId: string } | null>(null);
  const open = (row: T | null) =>
    setEditing({ row, requestId: crypto.randomUUID?.() ?? String(Date.now()) });
  const { list, query, perm, texts } = props;

  const actionsOf = (row: T): RowAction[] =>
    props.isLocked?.(row)
      ? []
      : [
          { key: 'edit', label: t('edit'), perm: perm.edit, onClick: () => open(row) },
          {
            key: 'delete',
            label: t('delete'),
            danger: true,
            perm: perm.delete,
            onClick: () => confirm(texts.confirmDelete(row), () => props.remove(row)),
          },
        ];
  const columns: TableColumnsType<T> = [
    ...props.columns,
    {
      key: 'actions',
      title: t('actions'),
      // English labels are wider: the list may scroll sideways, the actions stay in view.
      fixed: 'end',
      render: (_v, row) => <RowActions actions={actionsOf(row)} />,
    },
  ];
  const row = editing?.row ?? null;

  return (
    <>
      <SearchForm
        fields={props.searchFields}
        values={list.params.filters}
        onSearch={(values) => list.setFilters(values)}
        onRefresh={() => void query.refetch()}
      />
      <CrudToolbar
        actions={[
          {
            key: 'add',
            label: texts.add,
            icon: <PlusOutlined />,
            primary: true,
            perm: perm.add,
            onClick: () => open(null),
          },
        ]}
      />
      <CrudTable<T>
        tableId={props.tableId}
        rowKey="id"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
      />
      <DrawerForm<V>
        open={!!editing}
        title={row ? texts.edit : texts.create}
        form={form}
        initialValues={props.initialValues(row)}
        onClose={() => setEditing(null)}
        onSubmit={(values) =>
          props.save(values, row, editing?.requestId ?? '').then(() => undefined)
        }
      >
        {editing && props.fields(row, form)}
      </DrawerForm>
    </>
  );
}
