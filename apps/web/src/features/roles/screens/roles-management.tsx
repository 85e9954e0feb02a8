import { PlusOutlined } from '@ant-design/icons';
import { Card, Input, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleListBody } from '@stone/shared/enterprise/roles';
import '../../../components/crud/crud.css';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { CrudToolbar } from '../../../components/crud/crud-toolbar.tsx';
import { RowActions } from '../../../components/crud/row-actions.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { addLocales } from '../../../lib/i18n.ts';
import { useDeleteRole, useRoleList, type RoleItem } from '../api.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { editRole, RoleFormDrawer, type RoleEditing } from '../components/role-form-drawer.tsx';

addLocales('roles', { en, zh });

/** /rolesManagement: roles and their permission sets; the super administrator is read-only. */
export default function RolesPage() {
  const { t } = useTranslation(['roles', 'crud']);
  const confirm = useConfirm();
  // Page, sort and the name filter come from the URL, typed by the endpoint's schema.
  const { body, params, setFilters, onPage, onSort } = useListScreen(roleListBody);
  const [editing, setEditing] = useState<RoleEditing | null>(null);
  const list = useRoleList(body);
  const deleteRole = useDeleteRole();
  const remove = (role: RoleItem) =>
    confirm(t('confirmDelete', { name: role.name }), () =>
      deleteRole.mutateAsync({ id: role.id, version: role.version }),
    );

  const columns: TableColumnsType<RoleItem> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('fields.name'),
      sorter: true,
      render: (_v, r) =>
        r.isSuperAdmin ? (
          <Space>
            {t('superAdmin')}
            <Tag>{t('builtIn')}</Tag>
          </Space>
        ) : (
          r.name
        ),
    },
    { key: 'memberCount', dataIndex: 'memberCount', title: t('fields.memberCount') },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('fields.createdAt'),
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('crud:actions'),
      render: (_v, r) =>
        r.isSuperAdmin ? null : (
          <RowActions
            actions={[
              {
                key: 'edit',
                label: t('edit'),
                perm: ['rolesManagement', 'edit'],
                onClick: () => setEditing(editRole(r)),
              },
              {
                key: 'delete',
                label: t('delete'),
                danger: true,
                perm: ['rolesManagement', 'delete'],
                onClick: () => remove(r),
              },
            ]}
          />
        ),
    },
  ];

  return (
    <Card variant="borderless">
      <SearchForm
        onRefresh={() => void list.refetch()}
        values={params.filters}
        onSearch={setFilters}
        fields={[
          { name: 'name', label: t('fields.name'), input: <Input allowClear maxLength={30} /> },
        ]}
      />
      <CrudToolbar
        actions={[
          {
            key: 'add',
            label: t('add'),
            icon: <PlusOutlined />,
            primary: true,
            perm: ['rolesManagement', 'add'],
            onClick: () => setEditing(editRole('new')),
          },
        ]}
      />
      <CrudTable<RoleItem>
        tableId="roles"
        rowKey="id"
        columns={columns}
        data={list.data}
        loading={list.isFetching}
        params={params}
        onPage={onPage}
        onSort={onSort}
      />
      <RoleFormDrawer editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
