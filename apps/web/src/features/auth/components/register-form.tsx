import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkRule } from '../../../lib/form-rules.ts';
import { register } from '../api.ts';
import { SIGN_IN_RULES } from './sign-in-rules.ts';
import { PhoneField } from './phone-field.tsx';
import { SmsCodeField } from '../../../components/sms-code/sms-code-field.tsx';
import { useSignInSubmit } from './use-finish-sign-in.ts';

type Values = {
  phone: string;
  smsCode: string;
  username: string;
  password: string;
  confirmPassword: string;
  agreed: boolean;
};

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const { submitting, onFinish } = useSignInSubmit(form, (values: Values) =>
    register({
      phone: values.phone,
      smsCode: values.smsCode,
      username: values.username,
      password: values.password,
      confirmPassword: values.confirmPassword,
      agreed: true,
    }),
  );

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
      <PhoneField />
      <SmsCodeField form={form} purpose="register" />
      <Form.Item name="username" label={t('fields.username')} rules={[SIGN_IN_RULES.username]}>
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={t('placeholders.username')}
        />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={[SIGN_IN_RULES.password]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          placeholder={t('placeholders.newPassword')}
          maxLength={20}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        dependencies={['password']}
        rules={[
          checkRule(
            (value) => value === form.getFieldValue('password'),
            'validation.passwordsInconsistent',
          ),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          placeholder={t('placeholders.confirmPassword')}
          maxLength={20}
        />
      </Form.Item>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[checkRule((value) => value === true, 'auth.agreementRequired')]}
      >
        <Checkbox>
          {t('agreement.prefix')}
          <Link to="/doc" target="_blank" rel="noreferrer">
            {t('agreement.link')}
          </Link>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('actions.register')}
      </Button>
    </Form>
  );
}
