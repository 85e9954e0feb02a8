import { Button, Form, Input, Modal, Space, type FormInstance } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@stone/shared/limits';
import type { SmsPurpose } from '@stone/shared/account/auth';
import { PATTERNS } from '@stone/shared/validators';
import { patternRule } from '../../lib/form-rules.ts';
import { addLocales } from '../../lib/i18n.ts';
import { SliderLoading } from './slider-status.tsx';
import { sendSmsCode } from './sms-code-calls.ts';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

// The field's own words, loaded with the first form that shows it.
addLocales('smsCode', { en, zh });

// The puzzle is needed only once "get code" is pressed, so its code loads then, off the sign-in
// page's first load; meanwhile the dialog shows the same waiting state as for the puzzle.
const SliderCaptcha = lazy(async () => ({
  default: (await import('./slider-captcha.tsx')).SliderCaptcha,
}));

/** The code's rule, with the shared pattern and message its zod schema uses. */
export const SMS_CODE_RULE = patternRule(PATTERNS.smsCode, 'validation.smsCode');

type Props = { form: FormInstance; purpose: SmsPurpose };

/** Code input with "get code": a slider check first, then one send per minute (spec §4). */
export function SmsCodeField({ form, purpose }: Props) {
  const { t } = useTranslation('smsCode');
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
      <Form.Item label={t('label')} required>
        <Space.Compact block>
          <Form.Item name="smsCode" noStyle rules={[SMS_CODE_RULE]}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('placeholder')}
              aria-label={t('label')}
            />
          </Form.Item>
          <Button
            onClick={openSlider}
            loading={sending}
            disabled={seconds > 0}
            className="sms-code-field__button"
          >
            {seconds > 0 ? t('resend', { seconds }) : t('getCode')}
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
        <Suspense fallback={<SliderLoading text={t('slider.loading')} />}>
          <SliderCaptcha onVerified={onVerified} />
        </Suspense>
      </Modal>
    </>
  );
}
