import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamListBody, type TeamItem } from '@stone/shared/teams/teams';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import {
  useCreateTeam,
  useDeleteTeam,
  useRenameTeam,
  useTeamChoices,
  useTeamList,
} from '../api.ts';
import { CoefficientBar } from '../components/coefficient-bar.tsx';
import { TeamFormModal, type TeamFormValues } from '../components/team-form-modal.tsx';
import { TeamMemberEditor } from '../components/team-member-editor.tsx';
import '../team-locales.ts';
import { TEAM_ROUTE } from '../team-routes.ts';
import '../teams.css';

type Editing = { team: TeamItem | null } | null;

/**
 * /basicManagement/teamManagement (issue 20): team groups under processes, their members and
 * coefficients (Σ ≤ 100 %, shown as a bar), new / rename / delete (with its members, confirmed).
 */
export default function TeamManagementPage() {
  const { t } = useTranslation('teams');
  const can = useCan();
  const canAdd = can(...TEAM_ROUTE.perm.add);
  const canEdit = can(...TEAM_ROUTE.perm.edit);
  const canDelete = can(...TEAM_ROUTE.perm.delete);
  const confirm = useConfirm();
  const list = useListScreen(teamListBody);
  const query = useTeamList(list.body);
  const choices = useTeamChoices();
  const create = useCreateTeam();
  const rename = useRenameTeam();
  const remove = useDeleteTeam();
  const [editing, setEditing] = useState<Editing>(null);
  const [membersOf, setMembersOf] = useState<string | null>(null);
  const processes = choices.data?.processes ?? [];
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  // The editor shows the team as the list has it now: refetched after every change.
  const editedTeam = query.data?.list.find((x) => x.id === membersOf) ?? null;

  const save = async (v: TeamFormValues) => {
    const team = editing?.team;
    if (team) await rename.mutateAsync({ id: team.id, name: v.name, version: team.version });
    else await create.mutateAsync({ name: v.name, processId: v.processId });
    setEditing(null);
  };

  const columns: TableColumnsType<TeamItem> = [
    { key: 'name', dataIndex: 'name', title: t('field.name'), width: 160 },
    { key: 'processName', dataIndex: 'processName', title: t('field.process'), width: 140 },
    {
      key: 'members',
      title: t('field.members'),
      width: 320,
      ellipsis: true,
      render: (_: unknown, x) =>
        x.members.length === 0
          ? t('noMembers')
          : x.members.map((m) => `${m.name} ${m.coefficient} %`).join('、'),
    },
    {
      key: 'total',
      title: t('field.total'),
      width: 260,
      render: (_: unknown, x) => (
        <CoefficientBar total={x.coefficientTotal} remaining={x.remaining} />
      ),
    },
    { key: 'updatedAt', dataIndex: 'updatedAt', title: '', width: 170, hidden: true },
    {
      key: 'actions',
      title: '',
      width: 220,
      render: (_: unknown, x) => (
        <Space size={4} wrap={false}>
          <Button size="small" type="link" onClick={() => setMembersOf(x.id)}>
            {t('action.members')}
          </Button>
          {canEdit && (
            <Button size="small" type="link" onClick={() => setEditing({ team: x })}>
              {t('action.rename')}
            </Button>
          )}
          {canDelete && (
            <Button
              size="small"
              type="link"
              danger
              onClick={() =>
                confirm(t('confirm.delete', { name: x.name, count: x.members.length }), () =>
                  remove.mutateAsync({ id: x.id, version: x.version }),
                )
              }
            >
              {t('action.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="team-page">
      <SearchForm
        fields={[
          {
            name: 'processId',
            label: t('field.process'),
            input: (
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                style={{ minWidth: 160 }}
                options={processes.map((p) => ({ value: p.id, label: p.name }))}
              />
            ),
            toText: text,
          },
          {
            name: 'keyword',
            label: t('field.keyword'),
            input: <Input allowClear style={{ width: 180 }} />,
          },
        ]}
        values={list.params.filters}
        onSearch={(v) => list.setFilters(v)}
        onRefresh={() => void query.refetch()}
      />
      {canAdd && (
        <Space className="team-page__toolbar" wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ team: null })}>
            {t('action.create')}
          </Button>
        </Space>
      )}
      <CrudTable<TeamItem>
        tableId="teams"
        rowKey="id"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
      />
      <TeamFormModal
        team={editing?.team ?? null}
        open={editing !== null}
        saving={create.isPending || rename.isPending}
        processes={processes}
        onCancel={() => setEditing(null)}
        onSave={(v) => void save(v).catch(() => undefined)}
      />
      <TeamMemberEditor team={editedTeam} canEdit={canEdit} onClose={() => setMembersOf(null)} />
    </div>
  );
}
