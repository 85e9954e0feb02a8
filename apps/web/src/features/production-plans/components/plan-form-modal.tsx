import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type PlanItem } from '@stone/shared/production/plans';
import { newRequestId, useCreatePlan, useUpdatePlan } from '../api.ts';

type Values = { name: string; range: [Dayjs, Dayjs]; note?: string };
const DAY = 'YYYY-MM-DD';

/** Creates a plan, or edits one (`plan` given): name, factory-day range, note. */
export function PlanFormModal({ plan, onClose }: { plan: PlanItem | null; onClose: () => void }) {
  const { t } = useTranslation('productionPlans');
  const [form] = Form.useForm<Values>();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const submit = async () => {
    const v = await form.validateFields();
    const fields = {
      name: v.name,
      startDay: v.range[0].format(DAY),
      endDay: v.range[1].format(DAY),
      note: v.note ?? '',
    };
    if (plan) await update.mutateAsync({ id: plan.id, ...fields, version: plan.version });
    else await create.mutateAsync({ ...fields, requestId: newRequestId() });
    onClose();
  };
  return (
    <Modal
      open
      title={plan ? t('plans.editTitle', { number: plan.number }) : t('plans.createTitle')}
      okText={t('plans.save')}
      cancelText={t('plans.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="plan_form"
        initialValues={
          plan
            ? {
                name: plan.name,
                note: plan.note,
                range: [dayjs(plan.startDay), dayjs(plan.endDay)],
              }
            : {}
        }
      >
        <Form.Item
          name="name"
          label={t('plans.name')}
          rules={[{ required: true, whitespace: true, message: t('plans.nameRequired') }]}
        >
          <Input maxLength={PLAN_LIMITS.nameMax} />
        </Form.Item>
        <Form.Item
          name="range"
          label={t('plans.range')}
          rules={[{ required: true, message: t('plans.rangeRequired') }]}
        >
          <DatePicker.RangePicker className="plan-range" />
        </Form.Item>
        <Form.Item name="note" label={t('plans.note')}>
          <Input maxLength={PLAN_LIMITS.noteMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
