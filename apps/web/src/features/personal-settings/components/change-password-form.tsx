import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordBody } from '@stone/shared/api/auth';
import { applyFieldErrors, checkRule, schemaRule } from '../../../lib/form-rules.ts';
import { changePassword } from '../api/change-password.ts';

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };
const fields = changePasswordBody.shape;

/** Old password (wrong → "password wrong"), new 6–20 letters and digits, confirmation equal. */
export function ChangePasswordForm() {
  const { t } = useTranslation('personalSettings');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const onFinish = async (v: Values) => {
    setSaving(true);
    try {
      await changePassword(v);
      form.resetFields();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={(v) => void onFinish(v)}
    >
      <Alert type="info" showIcon title={t('passwordHint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="oldPassword"
        label={t('fields.oldPassword')}
        rules={[schemaRule(fields.oldPassword)]}
        required
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('fields.newPassword')}
        rules={[schemaRule(fields.newPassword)]}
        required
      >
        <Input.Password autoComplete="new-password" maxLength={20} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          checkRule(
            (v) => v === form.getFieldValue('newPassword'),
            'validation.passwordsInconsistent',
          ),
        ]}
        required
      >
        <Input.Password autoComplete="new-password" maxLength={20} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('changePassword')}
      </Button>
    </Form>
  );
}
