import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordBody } from '@stone/shared/account/auth';
import { applyFieldErrors, checkRule, schemaRule } from '../../../lib/form-rules.ts';
import { useChangePassword, usePersonalInfo } from '../api.ts';

type Values = { oldPassword?: string; newPassword: string; confirmPassword: string };
const fields = changePasswordBody.shape;

/**
 * Old password (wrong → "password wrong"), new 6–20 letters and digits, confirmation equal.
 * An account made by an enterprise adding a phone has no password of its own yet: it sets one
 * without the old password.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('personalSettings');
  const info = usePersonalInfo();
  const changePassword = useChangePassword();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  if (!info.data) return <Skeleton active />;
  const hasPassword = info.data.hasPassword;
  const onFinish = async (v: Values) => {
    setSaving(true);
    try {
      await changePassword.mutateAsync(v);
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
      <Alert
        type="info"
        showIcon
        title={t(hasPassword ? 'passwordHint' : 'firstPasswordHint')}
        style={{ marginBottom: 16 }}
      />
      {hasPassword && (
        <Form.Item
          name="oldPassword"
          label={t('fields.oldPassword')}
          rules={[schemaRule(fields.oldPassword)]}
          required
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
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
        {t(hasPassword ? 'changePassword' : 'setPassword')}
      </Button>
    </Form>
  );
}
