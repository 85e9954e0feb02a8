import { Form, Input, InputNumber, Modal, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FrameItem } from '@stone/shared/frames/frames';
import { FRAME_LIMITS } from '@stone/shared/frames/enums';

export type FrameFormValues = {
  count: number;
  classNo: string;
  returnable: boolean;
  location: string;
};

/** A batch of new frames (`frame` null) or one frame's class no., returnable flag and place. */
export function FrameFormModal({
  frame,
  open,
  saving,
  onCancel,
  onSave,
}: {
  frame: FrameItem | null;
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: FrameFormValues) => void;
}) {
  const { t } = useTranslation('frames');
  const [form] = Form.useForm<FrameFormValues>();
  return (
    <Modal
      open={open}
      title={frame ? t('editTitle', { number: frame.number }) : t('create.title')}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="frame"
        preserve={false}
        initialValues={
          frame
            ? { classNo: frame.classNo, returnable: frame.returnable, location: frame.location }
            : { count: 10, classNo: '', returnable: true, location: '' }
        }
        onFinish={onSave}
      >
        {!frame && (
          <>
            <Typography.Paragraph type="secondary">{t('create.hint')}</Typography.Paragraph>
            <Form.Item name="count" label={t('field.count')} rules={[{ required: true }]}>
              <InputNumber min={1} max={FRAME_LIMITS.batchMax} precision={0} />
            </Form.Item>
          </>
        )}
        <Form.Item name="classNo" label={t('field.classNo')}>
          <Input maxLength={FRAME_LIMITS.classNoMax} />
        </Form.Item>
        <Form.Item name="location" label={t('field.location')}>
          <Input maxLength={FRAME_LIMITS.locationMax} />
        </Form.Item>
        <Form.Item name="returnable" label={t('field.returnable')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
