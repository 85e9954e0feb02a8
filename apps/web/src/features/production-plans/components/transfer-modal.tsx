import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskItem, WorkshopChoice } from '@stone/shared/production/tasks';
import { TASK_LIMITS } from '@stone/shared/production/tasks';
import { useTransferTask } from '../api.ts';

type Values = { workshopId: string; reason: string };

/** Moves a transferable secondary task to another workshop, with the reason kept in its history. */
export function TransferModal(props: {
  task: TaskItem;
  workshops: WorkshopChoice[];
  onClose: () => void;
}) {
  const { t } = useTranslation('productionPlans');
  const [form] = Form.useForm<Values>();
  const transfer = useTransferTask();
  const submit = async () => {
    const values = await form.validateFields();
    await transfer.mutateAsync({ id: props.task.id, ...values });
    props.onClose();
  };
  return (
    <Modal
      open
      title={t('tasks.transferTitle', { plane: props.task.planeName })}
      okText={t('tasks.transfer')}
      cancelText={t('plans.cancel')}
      confirmLoading={transfer.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="task_transfer">
        <Form.Item
          name="workshopId"
          label={t('tasks.transferTo')}
          rules={[{ required: true, message: t('tasks.transferTo') }]}
        >
          <Select
            options={props.workshops
              .filter((w) => w.id !== props.task.workshopId)
              .map((w) => ({ value: w.id, label: w.name }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('tasks.reason')}
          rules={[{ required: true, whitespace: true, message: t('tasks.reasonRequired') }]}
        >
          <Input maxLength={TASK_LIMITS.reasonMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
