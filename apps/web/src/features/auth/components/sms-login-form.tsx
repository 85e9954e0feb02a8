import { MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../lib/form-rules.ts';
import { loginBySms } from '../api/login-by-sms.ts';
import { SIGN_IN_RULES } from './sign-in-rules.ts';
import { SmsCodeField } from './sms-code-field.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

type Values = { phone: string; smsCode: string };

export function SmsLoginForm() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const finish = useFinishSignIn();

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    try {
      const { token } = await loginBySms({ phone: values.phone, smsCode: values.smsCode });
      await finish(token);
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" onFinish={onFinish} requiredMark={false}>
      <Form.Item name="phone" label={t('fields.phone')} rules={[SIGN_IN_RULES.phone]}>
        <Input
          prefix={<MobileOutlined />}
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
          placeholder={t('placeholders.phone')}
        />
      </Form.Item>
      <SmsCodeField form={form} purpose="login" />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('actions.login')}
      </Button>
    </Form>
  );
}
