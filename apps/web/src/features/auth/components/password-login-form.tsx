import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
// Input and Password alone: `Input` from 'antd' carries TextArea, Search and OTP too, which the
// sign-in page, the first page most people load, never shows.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { loginByPassword } from '../api.ts';
import { useSignInSubmit } from './use-finish-sign-in.ts';

type Values = { account: string; password: string };

export function PasswordLoginForm() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const { submitting, onFinish } = useSignInSubmit(form, (values: Values) =>
    loginByPassword({ account: values.account.trim(), password: values.password }),
  );

  return (
    <Form form={form} layout="vertical" size="large" onFinish={onFinish} requiredMark={false}>
      <Form.Item
        name="account"
        label={t('fields.account')}
        rules={[{ required: true, whitespace: true, message: t('required.account') }]}
      >
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={t('placeholders.account')}
          maxLength={64}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('fields.password')}
        rules={[{ required: true, message: t('required.password') }]}
      >
        <Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('placeholders.password')}
          maxLength={64}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('actions.login')}
      </Button>
    </Form>
  );
}
