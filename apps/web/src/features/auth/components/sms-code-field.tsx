import { Button, Form, Input, Modal, Space, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@stone/shared/limits';
import type { SmsPurpose } from '@stone/shared/account/auth';
import { SIGN_IN_RULES } from './sign-in-rules.ts';
import { sendSmsCode } from '../api/send-sms-code.ts';
import { SliderCaptcha } from './slider-captcha.tsx';

type Props = { form: FormInstance; purpose: SmsPurpose };

/** Code input with "get code": a slider check first, then one send per minute (spec §4). */
export function SmsCodeField({ form, purpose }: Props) {
  const { t } = useTranslation('auth');
  const [sliderOpen, setSliderOpen] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const openSlider = async () => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    setSliderOpen(true);
  };

  const onVerified = async (sliderToken: string) => {
    setSliderOpen(false);
    setSending(true);
    try {
      const phone = form.getFieldValue('phone') as string;
      await sendSmsCode({ phone, purpose, sliderToken });
      setSeconds(LIMITS.smsResendSeconds);
    } catch {
      // The API client has already said why.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form.Item label={t('fields.smsCode')} required>
        <Space.Compact block>
          <Form.Item name="smsCode" noStyle rules={[SIGN_IN_RULES.smsCode]}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('placeholders.smsCode')}
              aria-label={t('fields.smsCode')}
            />
          </Form.Item>
          <Button
            onClick={openSlider}
            loading={sending}
            disabled={seconds > 0}
            className="sms-code-field__button"
          >
            {seconds > 0 ? t('actions.resend', { seconds }) : t('actions.getCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Modal
        open={sliderOpen}
        title={t('slider.title')}
        footer={null}
        onCancel={() => setSliderOpen(false)}
        destroyOnHidden
        width={400}
        centered
      >
        <SliderCaptcha onVerified={onVerified} />
      </Modal>
    </>
  );
}
