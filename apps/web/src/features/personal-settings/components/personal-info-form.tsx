import { Button, Form, Input, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, savePersonalInfoBody } from '@stone/shared/enterprise/profile';
import { ImageUpload } from '../../../components/crud/image-upload.tsx';
import { applyFieldErrors, schemaRule } from '../../../lib/form-rules.ts';
import { reloadUserInfo } from '../../../lib/session.ts';
import { usePersonalInfo, useSavePersonalInfo } from '../api.ts';
import { SmsCodeField } from '../../../components/sms-code/sms-code-field.tsx';

type Values = {
  nickname: string;
  phone: string;
  gender: (typeof GENDERS)[number];
  avatarFileId: string | null;
  smsCode?: string;
};
const fields = savePersonalInfoBody.shape;

/** Name and phone are required; a bad phone is "wrong number" (product-spec §5). */
export function PersonalInfoForm() {
  const { t } = useTranslation('personalSettings');
  const info = usePersonalInfo();
  const savePersonalInfo = useSavePersonalInfo();
  const [form] = Form.useForm<Values>();
  const phone = Form.useWatch('phone', form);
  const [saving, setSaving] = useState(false);
  if (!info.data) return <Skeleton active />;
  const data = info.data;

  const onFinish = async (v: Values) => {
    setSaving(true);
    try {
      // The code field shows only for a new phone; the server asks for a code only then.
      await savePersonalInfo.mutateAsync({ ...v, version: data.version });
      // The top bar shows the name and avatar from the user info.
      await reloadUserInfo();
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
      initialValues={{
        nickname: data.nickname,
        phone: data.phone,
        gender: data.gender,
        avatarFileId: data.avatarFileId,
      }}
      onFinish={(v) => void onFinish(v)}
    >
      <Form.Item name="avatarFileId" label={t('fields.avatar')}>
        <ImageUpload purpose="avatar" previewUrl={data.avatarThumbUrl} label={t('upload')} />
      </Form.Item>
      <Form.Item
        name="nickname"
        label={t('fields.nickname')}
        rules={[schemaRule(fields.nickname)]}
        required
      >
        <Input maxLength={32} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={t('fields.phone')} rules={[schemaRule(fields.phone)]} required>
        <Input maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      {phone !== undefined && phone !== data.phone && (
        <SmsCodeField form={form} purpose="changePhone" />
      )}
      <Form.Item name="gender" label={t('fields.gender')}>
        <Radio.Group options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('save')}
      </Button>
    </Form>
  );
}
