import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  undoWorkReportBody,
  WORK_REPORT_LIMITS,
  type WorkReportItem,
} from '@stone/shared/production/work-reports';
import { applyFieldErrors, schemaRule } from '../../../lib/form-rules.ts';
import { useUndoReport } from '../api.ts';

type Props = { report: WorkReportItem | null; onClose: () => void };

/** A lead takes a report back, saying why; the server keeps the reason in the audit trail. */
export function UndoModal({ report, onClose }: Props) {
  const { t } = useTranslation(['workReports', 'crud']);
  const [form] = Form.useForm<{ reason: string }>();
  const undo = useUndoReport();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!report) return;
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await undo.mutateAsync({ id: report.id, reason: reason.trim() });
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={report !== null}
      title={report ? t('undo.title', { code: report.pieceCode, process: report.processName }) : ''}
      okText={t('undo.ok')}
      cancelText={t('crud:cancel')}
      okButtonProps={{ danger: true, loading: saving }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="undoReport" layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('undo.reason')}
          required
          rules={[schemaRule(undoWorkReportBody.shape.reason)]}
        >
          <Input.TextArea
            placeholder={t('undo.reasonHint')}
            maxLength={WORK_REPORT_LIMITS.reasonMax}
            showCount
            autoSize={{ minRows: 3 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
