import { Button, Card, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regionSchema, saveOrgInfoBody, type Region } from '@stone/shared/enterprise/org-info';
import { ImageUpload } from '../../../components/crud/image-upload.tsx';
import { useCan } from '../../../components/crud/use-permission.ts';
import { addLocales } from '../../../lib/i18n.ts';
import { applyFieldErrors, checkRule, schemaRule } from '../../../lib/form-rules.ts';
import { PATTERNS } from '@stone/shared/validators';
import { useOrgInfo, useSaveOrgInfo } from '../api.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { RegionField } from '../components/region-field.tsx';

addLocales('orgInfo', { en, zh });

type Values = {
  logoFileId: string | null;
  name: string;
  contact: string;
  phone: string;
  email?: string | null;
  region: Region | null;
  address: string;
};
const fields = saveOrgInfoBody.shape;
/** Email is optional; when given it must look like one. */
const emailRule = checkRule((v) => !v || PATTERNS.email.test(String(v)), 'validation.email');

/** /orgManagement/orgInfo: the enterprise's own record; editing needs `orgInfo:edit`. */
export default function OrgInfoPage() {
  const { t } = useTranslation('orgInfo');
  const mayEdit = useCan()('orgInfo', 'edit');
  const info = useOrgInfo();
  const saveOrgInfo = useSaveOrgInfo();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  if (!info.data)
    return (
      <Card variant="borderless">
        <Skeleton active />
      </Card>
    );
  const data = info.data;

  const onFinish = async (v: Values) => {
    setSaving(true);
    try {
      await saveOrgInfo.mutateAsync({
        ...v,
        email: v.email?.trim() ? v.email.trim() : null,
        region: v.region ?? { country: 'CN', codes: [] },
        logoFileId: v.logoFileId ?? '',
        version: data.version,
      });
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="borderless">
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        disabled={!mayEdit}
        initialValues={{ ...data, region: data.region ?? { country: 'CN', codes: [] } }}
        onFinish={(v) => void onFinish(v)}
      >
        <Form.Item
          name="logoFileId"
          label={t('fields.logo')}
          extra={t('logoHint')}
          rules={[schemaRule(fields.logoFileId)]}
          required
        >
          <ImageUpload purpose="logo" previewUrl={data.logoThumbUrl} label={t('upload')} />
        </Form.Item>
        <Form.Item name="name" label={t('fields.name')} rules={[schemaRule(fields.name)]} required>
          <Input maxLength={50} showCount />
        </Form.Item>
        <Form.Item
          name="contact"
          label={t('fields.contact')}
          rules={[schemaRule(fields.contact)]}
          required
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('fields.phone')}
          rules={[schemaRule(fields.phone)]}
          required
        >
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={[emailRule]}>
          <Input maxLength={64} inputMode="email" />
        </Form.Item>
        <Form.Item
          name="region"
          label={t('fields.region')}
          rules={[schemaRule(regionSchema)]}
          required
        >
          <RegionField />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('fields.address')}
          rules={[schemaRule(fields.address)]}
          required
        >
          <Input.TextArea maxLength={100} showCount autoSize={{ minRows: 2 }} />
        </Form.Item>
        {mayEdit && (
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
