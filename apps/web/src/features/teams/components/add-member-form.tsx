import { Button, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { coefficientBp, coefficientRule, percentText, remainingBp } from '../coefficients.ts';

export type AddMemberValues = { teamId: string; workerId: string; coefficient: string };
type TeamChoice = { id: string; name: string; coefficientTotal: string };

type Props = {
  /** The editor's one team, or the process's teams to choose from (`chooseTeam`). */
  teams: TeamChoice[];
  chooseTeam?: boolean;
  workers: { workerId: string; name: string; staffNo: string }[];
  saving: boolean;
  onAdd: (values: AddMemberValues) => Promise<unknown>;
};

/** Chooser of an active member and their coefficient; what is left of 100 % shows as typed. */
export function AddMemberForm({ teams, chooseTeam = false, workers, saving, onAdd }: Props) {
  const { t } = useTranslation('teams');
  const [form] = Form.useForm<AddMemberValues>();
  const single = chooseTeam ? undefined : teams[0];
  const teamId = Form.useWatch('teamId', form) ?? single?.id;
  const typed = Form.useWatch('coefficient', form);
  const team = teams.find((x) => x.id === teamId);
  const left = team ? remainingBp(team.coefficientTotal, coefficientBp(typed) ?? 0) : null;
  const submit = (v: AddMemberValues) =>
    onAdd({ ...v, teamId: v.teamId ?? single?.id ?? '', coefficient: v.coefficient.trim() }).then(
      () => form.resetFields(),
      () => undefined,
    );
  return (
    <Form form={form} layout="inline" className="team-add" onFinish={(v) => void submit(v)}>
      {!single && (
        <Form.Item name="teamId" rules={[{ required: true, message: t('required.team') }]}>
          <Select
            aria-label={t('field.team')}
            placeholder={t('field.team')}
            style={{ width: 160 }}
            options={teams.map((x) => ({ value: x.id, label: x.name }))}
          />
        </Form.Item>
      )}
      <Form.Item name="workerId" rules={[{ required: true, message: t('required.worker') }]}>
        <Select
          aria-label={t('field.worker')}
          placeholder={t('field.worker')}
          style={{ width: 180 }}
          showSearch
          optionFilterProp="label"
          options={workers.map((w) => ({
            value: w.workerId,
            label: w.staffNo ? `${w.name} (${w.staffNo})` : w.name,
          }))}
        />
      </Form.Item>
      <Form.Item name="coefficient" rules={[coefficientRule(t('required.coefficient'))]}>
        <Input
          aria-label={t('field.coefficient')}
          placeholder={t('field.coefficient')}
          suffix="%"
          inputMode="decimal"
          style={{ width: 130 }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('action.add')}
        </Button>
      </Form.Item>
      {left !== null && (
        <Typography.Text type={left < 0 ? 'danger' : 'secondary'} className="team-add__left">
          {left < 0
            ? t('over', { percent: percentText(-left) })
            : t('remainingAfter', { percent: percentText(left) })}
        </Typography.Text>
      )}
    </Form>
  );
}
