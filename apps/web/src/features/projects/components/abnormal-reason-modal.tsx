import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ABNORMAL_REASON_MAX } from '@stone/shared/projects/secondary';
import { useMarkAbnormal } from '../secondary-api.ts';

type Props = { piece: { id: string; code: string } | null; onClose: () => void };

/** Asks why a piece is abnormal (required, at most 200 characters) and flags it. */
export function AbnormalReasonModal({ piece, onClose }: Props) {
  const { t } = useTranslation('projects');
  const [form] = Form.useForm<{ reason: string }>();
  const mark = useMarkAbnormal();
  const submit = async () => {
    const { reason } = await form.validateFields();
    if (!piece) return;
    await mark.mutateAsync({ pieceId: piece.id, reason });
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={piece !== null}
      title={t('secondary.markTitle', { code: piece?.code ?? '' })}
      okText={t('secondary.markAbnormal')}
      confirmLoading={mark.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('secondary.reason')}
          rules={[
            { required: true, whitespace: true, message: t('secondary.reasonRequired') },
            { max: ABNORMAL_REASON_MAX, message: t('secondary.reasonTooLong') },
          ]}
        >
          <Input
            placeholder={t('secondary.reasonPlaceholder')}
            showCount
            maxLength={ABNORMAL_REASON_MAX + 1}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
