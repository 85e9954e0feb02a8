import { MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_RULES } from './sign-in-rules.ts';

/** The mobile number field of the SMS sign-in and registration forms. */
export function PhoneField() {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name="phone" label={t('fields.phone')} rules={[SIGN_IN_RULES.phone]}>
      <Input
        prefix={<MobileOutlined />}
        inputMode="tel"
        autoComplete="tel"
        maxLength={11}
        placeholder={t('placeholders.phone')}
      />
    </Form.Item>
  );
}
