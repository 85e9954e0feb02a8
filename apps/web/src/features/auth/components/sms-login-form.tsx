import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginBySms } from '../api.ts';
import { PhoneField } from './phone-field.tsx';
import { SmsCodeField } from '../../../components/sms-code/sms-code-field.tsx';
import { useSignInSubmit } from './use-finish-sign-in.ts';

type Values = { phone: string; smsCode: string };

export function SmsLoginForm() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const { submitting, onFinish } = useSignInSubmit(form, (values: Values) =>
    loginBySms({ phone: values.phone, smsCode: values.smsCode }),
  );

  return (
    <Form form={form} layout="vertical" size="large" onFinish={onFinish} requiredMark={false}>
      <PhoneField />
      <SmsCodeField form={form} purpose="login" />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('actions.login')}
      </Button>
    </Form>
  );
}
