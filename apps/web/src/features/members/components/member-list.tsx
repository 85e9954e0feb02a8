import { PlusOutlined } from '@ant-design/icons';
import { Input, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { memberListBody, type MemberItem } from '@stone/shared/enterprise/members';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { CrudToolbar } from '../../../components/crud/crud-toolbar.tsx';
import { RowActions } from '../../../components/crud/row-actions.tsx';
import { ExportButton } from '../../../components/crud/export-button.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import {
  useExportMembers,
  useMemberList,
  useMemberOptions,
  useRemoveMember,
  useSetMemberStatus,
} from '../api.ts';
import { editMember, MemberFormDrawer, type MemberEditing } from './member-form-drawer.tsx';
import { roleLabel, STATUS_COLORS } from './member-labels.ts';

/** The export takes what the list shows, every page of it. */
const withoutPage = ({ pageNum: _n, pageSize: _s, ...filter }: z.output<typeof memberListBody>) =>
  filter;

/** The members of the enterprise (or of the department chosen in the tree beside it). */

export function MemberList() {
  const { t } = useTranslation(['members', 'crud']);
  const confirm = useConfirm();
  // Page, sort, the filters and the tree's department: in the URL, typed by the list body.
  const { body, params, setFilters, onPage, onSort } = useListScreen(memberListBody);
  const list = useMemberList(body);
  const options = useMemberOptions().data;
  const setMemberStatus = useSetMemberStatus();
  const removeMember = useRemoveMember();
  const exportMembers = useExportMembers();
  const [editing, setEditing] = useState<MemberEditing | null>(null);

  const changeStatus = (m: MemberItem) => {
    const status = m.status === 'enabled' ? 'disabled' : 'enabled';
    confirm(
      t(`confirm.${status === 'disabled' ? 'disable' : 'enable'}`, { name: m.nickname }),
      () => setMemberStatus.mutateAsync({ id: m.id, status, version: m.version }),
      status === 'disabled',
    );
  };
  const remove = (m: MemberItem) =>
    confirm(t('confirm.remove', { name: m.nickname }), () =>
      removeMember.mutateAsync({ id: m.id, version: m.version }),
    );

  const columns: TableColumnsType<MemberItem> = [
    {
      key: 'nickname',
      dataIndex: 'nickname',
      title: t('fields.nickname'),
      sorter: true,
      width: 110,
    },
    {
      key: 'staffNo',
      dataIndex: 'staffNo',
      title: t('fields.staffNo'),
      sorter: true,
      width: 100,
    },
    {
      key: 'role',
      dataIndex: 'roleName',
      title: t('fields.role'),
      // A width wraps long names ("Super administrator", departments) instead of widening the table.
      width: 130,
      render: (_v, m) => roleLabel({ name: m.roleName, isSuperAdmin: m.isSuperAdmin }, t),
    },
    { key: 'phone', dataIndex: 'phone', title: t('fields.phone') },
    {
      key: 'department',
      dataIndex: 'departmentName',
      title: t('fields.department'),
      width: 120,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('fields.status'),
      width: 90,
      render: (_v, m) => <Tag color={STATUS_COLORS[m.status]}>{t(`status.${m.status}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('crud:actions'),
      // English labels are wider: the list may scroll sideways, the actions stay in view.
      fixed: 'end',
      width: 180,
      render: (_v, m) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              label: t('actions.edit'),
              perm: ['memberManagement', 'edit'],
              onClick: () => setEditing(editMember(m)),
            },
            {
              key: 'status',
              label: t(m.status === 'enabled' ? 'actions.disable' : 'actions.enable'),
              danger: m.status === 'enabled',
              perm: ['memberManagement', 'disable'],
              onClick: () => changeStatus(m),
            },
            {
              key: 'remove',
              label: t('actions.remove'),
              danger: true,
              perm: ['memberManagement', 'remove'],
              onClick: () => remove(m),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <SearchForm
        onRefresh={() => void list.refetch()}
        values={params.filters}
        onSearch={(v) => setFilters(v, ['departmentId'])}
        fields={[
          { name: 'name', label: t('fields.nickname'), input: <Input allowClear maxLength={32} /> },
          { name: 'phone', label: t('fields.phone'), input: <Input allowClear maxLength={11} /> },
          {
            name: 'staffNo',
            label: t('fields.staffNo'),
            input: <Input allowClear maxLength={4} />,
          },
          {
            name: 'roleId',
            label: t('fields.role'),
            input: (
              <Select
                allowClear
                style={{ width: 160 }}
                options={(options?.roles ?? []).map((r) => ({
                  value: r.id,
                  label: roleLabel(r, t),
                }))}
              />
            ),
          },
          {
            name: 'status',
            label: t('fields.status'),
            input: (
              <Select
                allowClear
                style={{ width: 120 }}
                options={(['enabled', 'disabled'] as const).map((s) => ({
                  value: s,
                  label: t(`status.${s}`),
                }))}
              />
            ),
          },
        ]}
      />
      <CrudToolbar
        actions={[
          {
            key: 'add',
            label: t('actions.add'),
            icon: <PlusOutlined />,
            primary: true,
            perm: ['memberManagement', 'add'],
            onClick: () => setEditing(editMember('new')),
          },
        ]}
        extra={
          <ExportButton
            perm={['memberManagement', 'export']}
            run={() => exportMembers.mutateAsync(withoutPage(body))}
          />
        }
      />
      <CrudTable<MemberItem>
        tableId="members"
        rowKey="id"
        columns={columns}
        data={list.data}
        loading={list.isFetching}
        params={params}
        onPage={onPage}
        onSort={onSort}
      />
      <MemberFormDrawer editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
