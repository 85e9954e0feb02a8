import { TeamOutlined } from '@ant-design/icons';
import { Button, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { processMembersData } from '@stone/shared/teams/teams';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import {
  useAddProcessMember,
  useProcessChoices,
  useProcessMembers,
  useRemoveProcessMember,
} from '../api.ts';
import { AddMemberForm } from '../components/add-member-form.tsx';
import '../team-locales.ts';
import { PROCESS_TEAM_ROUTE, TEAM_ROUTE } from '../team-routes.ts';
import '../teams.css';

type Row = z.infer<typeof processMembersData>['members'][number];

/**
 * /teamManManagement (issue 20): choose a process, see every worker in its teams with their
 * team and coefficient, add one to a team or take one out. Teams themselves are managed on the
 * hidden team groups screen, linked from here.
 */
export default function TeamManManagementPage() {
  const { t } = useTranslation('teams');
  const can = useCan();
  const canAdd = can(...PROCESS_TEAM_ROUTE.perm.add);
  const canRemove = can(...PROCESS_TEAM_ROUTE.perm.delete);
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const processId = params.get('processId') ?? '';
  const choices = useProcessChoices();
  const view = useProcessMembers(processId);
  const add = useAddProcessMember();
  const remove = useRemoveProcessMember();
  const teams = view.data?.teams ?? [];
  const rows = view.data?.members ?? [];
  const placed = new Set(rows.map((r) => r.workerId));
  const workers = (choices.data?.members ?? []).filter((m) => !placed.has(m.workerId));

  return (
    <div className="team-page">
      <div className="team-process">
        <Select
          aria-label={t('field.process')}
          placeholder={t('field.process')}
          style={{ width: 220 }}
          showSearch
          optionFilterProp="label"
          value={processId || undefined}
          loading={choices.isLoading}
          options={(choices.data?.processes ?? []).map((p) => ({ value: p.id, label: p.name }))}
          onChange={(id: string) => setParams({ processId: id })}
        />
        <Link to={TEAM_ROUTE.path}>
          <Button icon={<TeamOutlined />}>{t('action.teams')}</Button>
        </Link>
      </div>
      {!processId ? (
        <Typography.Paragraph type="secondary">{t('pickProcess')}</Typography.Paragraph>
      ) : (
        <>
          {canAdd && teams.length > 0 && (
            <div className="team-process">
              <AddMemberForm
                teams={teams}
                chooseTeam
                workers={workers}
                saving={add.isPending}
                onAdd={(v) => add.mutateAsync(v)}
              />
            </div>
          )}
          {teams.length === 0 && !view.isLoading && (
            <Typography.Paragraph type="secondary">{t('noTeams')}</Typography.Paragraph>
          )}
          <Table<Row>
            rowKey={(r) => `${r.teamId}:${r.workerId}`}
            size="small"
            loading={view.isFetching}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 700 }}
            locale={{ emptyText: t('noMembers') }}
            columns={[
              {
                key: 'name',
                dataIndex: 'name',
                title: t('field.worker'),
                width: 180,
                ellipsis: true,
              },
              { key: 'staffNo', dataIndex: 'staffNo', title: t('field.staffNo'), width: 100 },
              {
                key: 'teamName',
                dataIndex: 'teamName',
                title: t('field.team'),
                width: 180,
                ellipsis: true,
              },
              {
                key: 'coefficient',
                dataIndex: 'coefficient',
                title: t('field.coefficient'),
                width: 130,
                align: 'right',
                render: (v: string) => `${v} %`,
              },
              {
                key: 'actions',
                title: '',
                width: 100,
                fixed: 'end',
                render: (_: unknown, r) =>
                  canRemove && (
                    <Button
                      size="small"
                      type="link"
                      danger
                      onClick={() =>
                        confirm(t('confirm.remove', { worker: r.name, team: r.teamName }), () =>
                          remove.mutateAsync({ teamId: r.teamId, workerId: r.workerId }),
                        )
                      }
                    >
                      {t('action.remove')}
                    </Button>
                  ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
