import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createOrgBody } from '@stone/shared/account/org';
import { LIMITS } from '@stone/shared/limits';
import { applyFieldErrors, schemaRule } from '../../../lib/form-rules.ts';
import { useCreateOrg } from '../api.ts';

type Values = { name: string; contact: string; phone: string; address: string };

const fields = createOrgBody.shape;

export function CreateOrgForm({ onCreated }: { onCreated: () => Promise<void> }) {
  const { t } = useTranslation('aboutCompany');
  const [form] = Form.useForm<Values>();
  const createOrg = useCreateOrg();
  const [submitting, setSubmitting] = useState(false);
  // One request id per filled-in form: a retried create returns the first result.
  const [requestId] = useState(() => crypto.randomUUID?.() ?? String(Date.now()));

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    try {
      await createOrg.mutateAsync({ ...values, requestId });
      await onCreated();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark>
      <Form.Item name="name" label={t('create.name')} rules={[schemaRule(fields.name)]} required>
        <Input maxLength={LIMITS.orgNameMax} showCount autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="contact"
        label={t('create.contact')}
        rules={[schemaRule(fields.contact)]}
        required
      >
        <Input maxLength={LIMITS.orgContactMax} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={t('create.phone')} rules={[schemaRule(fields.phone)]} required>
        <Input maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('create.address')}
        rules={[schemaRule(fields.address)]}
        required
      >
        <Input.TextArea maxLength={LIMITS.orgAddressMax} showCount autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('create.submit')}
      </Button>
    </Form>
  );
}
