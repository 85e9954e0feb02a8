import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamItem } from '@stone/shared/teams/teams';

export type TeamFormValues = { name: string; processId: string };

type Props = {
  /** null: a new team; a team: rename it (its process stays). */
  team: TeamItem | null;
  open: boolean;
  saving: boolean;
  processes: { id: string; name: string }[];
  onCancel: () => void;
  onSave: (values: TeamFormValues) => void;
};

export function TeamFormModal({ team, open, saving, processes, onCancel, onSave }: Props) {
  const { t } = useTranslation('teams');
  const [form] = Form.useForm<TeamFormValues>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: team?.name ?? '', processId: team?.processId });
  }, [open, team, form]);
  return (
    <Modal
      open={open}
      title={t(team ? 'title.rename' : 'title.create')}
      okText={t('action.save')}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(onSave, () => undefined)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="name"
          label={t('field.name')}
          rules={[{ required: true, whitespace: true, message: t('required.name') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="processId"
          label={t('field.process')}
          rules={[{ required: true, message: t('required.process') }]}
        >
          <Select
            disabled={!!team}
            showSearch
            optionFilterProp="label"
            options={processes.map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
