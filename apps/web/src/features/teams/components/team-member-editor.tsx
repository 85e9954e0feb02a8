import { Button, Drawer, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamItem, TeamMember } from '@stone/shared/teams/teams';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import {
  useAddTeamMembers,
  useRemoveTeamMember,
  useSetCoefficient,
  useTeamChoices,
} from '../api.ts';
import { coefficientBp } from '../coefficients.ts';
import { AddMemberForm } from './add-member-form.tsx';
import { CoefficientBar } from './coefficient-bar.tsx';

type Props = { team: TeamItem | null; canEdit: boolean; onClose: () => void };

/** A team's members: their coefficients (changed in place), removal, and adding employees. */
export function TeamMemberEditor({ team, canEdit, onClose }: Props) {
  const { t } = useTranslation('teams');
  const confirm = useConfirm();
  const choices = useTeamChoices();
  const add = useAddTeamMembers();
  const setCoefficient = useSetCoefficient();
  const remove = useRemoveTeamMember();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const inTeam = new Set(team?.members.map((m) => m.workerId));
  const workers = (choices.data?.members ?? []).filter((m) => !inTeam.has(m.workerId));

  const save = (m: TeamMember) => {
    const coefficient = (drafts[m.workerId] ?? '').trim();
    if (!team || coefficientBp(coefficient) === null) return;
    void setCoefficient
      .mutateAsync({ teamId: team.id, workerId: m.workerId, coefficient })
      .then(() => setDrafts(({ [m.workerId]: _done, ...rest }) => rest))
      .catch(() => undefined);
  };

  return (
    <Drawer
      open={team !== null}
      title={team ? t('title.members', { name: team.name }) : ''}
      size="large"
      onClose={onClose}
      destroyOnHidden
    >
      {team && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <CoefficientBar total={team.coefficientTotal} remaining={team.remaining} />
          {canEdit && (
            <AddMemberForm
              teams={[team]}
              workers={workers}
              saving={add.isPending}
              onAdd={(v) =>
                add.mutateAsync({
                  teamId: team.id,
                  members: [{ workerId: v.workerId, coefficient: v.coefficient }],
                })
              }
            />
          )}
          <Table<TeamMember>
            rowKey="workerId"
            size="small"
            pagination={false}
            dataSource={team.members}
            locale={{ emptyText: t('noMembers') }}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('field.worker'), ellipsis: true },
              {
                key: 'coefficient',
                title: t('field.coefficient'),
                width: 200,
                render: (_: unknown, m) =>
                  canEdit ? (
                    <Space.Compact>
                      <Input
                        aria-label={`${t('field.coefficient')} ${m.name}`}
                        value={drafts[m.workerId] ?? m.coefficient}
                        status={
                          m.workerId in drafts && coefficientBp(drafts[m.workerId]) === null
                            ? 'error'
                            : undefined
                        }
                        suffix="%"
                        inputMode="decimal"
                        style={{ width: 110 }}
                        onChange={(e) => setDrafts((d) => ({ ...d, [m.workerId]: e.target.value }))}
                        onPressEnter={() => save(m)}
                      />
                      <Button
                        disabled={!(m.workerId in drafts)}
                        loading={setCoefficient.isPending}
                        onClick={() => save(m)}
                      >
                        {t('action.save')}
                      </Button>
                    </Space.Compact>
                  ) : (
                    <Typography.Text>{m.coefficient} %</Typography.Text>
                  ),
              },
              {
                key: 'actions',
                title: '',
                width: 90,
                render: (_: unknown, m) =>
                  canEdit && (
                    <Button
                      size="small"
                      type="link"
                      danger
                      onClick={() =>
                        confirm(t('confirm.remove', { worker: m.name, team: team.name }), () =>
                          remove.mutateAsync({ teamId: team.id, workerId: m.workerId }),
                        )
                      }
                    >
                      {t('action.remove')}
                    </Button>
                  ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
