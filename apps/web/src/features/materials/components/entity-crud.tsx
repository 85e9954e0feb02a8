import { PlusOutlined } from '@ant-design/icons';
import { Form, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/crud/crud.css';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { CrudToolbar } from '../../../components/crud/crud-toolbar.tsx';
import { DrawerForm } from '../../../components/crud/drawer-form.tsx';
import { RowActions, type RowAction } from '../../../components/crud/row-actions.tsx';
import { SearchForm, type SearchField } from '../../../components/crud/search-form.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import type { useListScreen } from '../../../components/crud/use-list-screen.ts';
import type { BodySchema } from '../../../components/crud/url-body.ts';

type Perm = readonly [string, string];
type Page<T> = { list: T[]; total: number };
type Item = { id: string; version: number };

export type EntityCrudProps<T extends Item, V extends object> = {
  list: ReturnType<typeof useListScreen<BodySchema>>;
  query: { data: Page<T> | undefined; isFetching: boolean; refetch: () => unknown };
  columns: TableColumnsType<T>;
  searchFields: SearchField[];
  perm: { add: Perm; edit: Perm; delete: Perm };
  texts: { add: string; create: string; edit: string; confirmDelete: (item: T) => string };
  /** The form's fields; `item` is the row being edited, null when creating. */
  fields: (item: T | null, form: ReturnType<typeof Form.useForm<V>>[0]) => ReactNode;
  initialValues: (item: T | null) => Partial<V>;
  save: (values: V, item: T | null) => Promise<unknown>;
  remove: (item: T) => Promise<unknown>;
  /** Rows that cannot be changed (the default workshop) show no edit or delete. */
  isLocked?: (item: T) => boolean;
  toolbarExtra?: ReactNode;
};

/**
 * The anatomy every small inventory list shares (search, permission-gated toolbar, table,
 * drawer form, confirmed delete), so warehouses, workshops, categories and devices only declare
 * their columns and fields.
 */
export function EntityCrud<T extends Item, V extends object>(props: EntityCrudProps<T, V>) {
  const { t } = useTranslation('materials');
  const [form] = Form.useForm<V>();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const { list, query, perm, texts } = props;

  const actionsOf = (item: T): RowAction[] =>
    props.isLocked?.(item)
      ? []
      : [
          {
            key: 'edit',
            label: t('actions.edit'),
            perm: perm.edit,
            onClick: () => setEditing({ item }),
          },
          {
            key: 'delete',
            label: t('actions.delete'),
            danger: true,
            perm: perm.delete,
            onClick: () => confirm(texts.confirmDelete(item), () => props.remove(item)),
          },
        ];
  const columns: TableColumnsType<T> = [
    ...props.columns,
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_v, r) => <RowActions actions={actionsOf(r)} />,
    },
  ];
  const item = editing?.item ?? null;

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
            onClick: () => setEditing({ item: null }),
          },
        ]}
        extra={props.toolbarExtra}
      />
      <CrudTable<T>
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
        title={item ? texts.edit : texts.create}
        form={form}
        initialValues={props.initialValues(item)}
        onClose={() => setEditing(null)}
        onSubmit={(values) => props.save(values, item).then(() => undefined)}
      >
        {editing && props.fields(item, form)}
      </DrawerForm>
    </>
  );
}
