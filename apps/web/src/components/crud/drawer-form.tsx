import { Button, Drawer, Form, Space, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { applyFieldErrors } from '../../lib/form-rules.ts';
import { useCrudText } from './crud-locales.ts';

type Props<V> = {
  open: boolean;
  title: string;
  form: FormInstance<V>;
  /** The form is rebuilt at each opening, from these values. */
  initialValues?: Partial<V>;
  onClose: () => void;
  /** Resolves when saved; a rejected call's field errors are shown beside their fields. */
  onSubmit: (values: V) => Promise<void>;
  children: ReactNode;
};

/** A side drawer holding one form: create and edit of every CRUD screen look the same. */
export function DrawerForm<V extends object>(props: Props<V>) {
  const { open, title, form, initialValues, onClose, onSubmit, children } = props;
  const t = useCrudText();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={520}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => void submit().catch(() => undefined)}
          >
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        name="drawer"
        layout="vertical"
        preserve={false}
        initialValues={initialValues}
        // form.submit() (Enter in a scanner-fed field) saves like the button does.
        onFinish={() => void submit().catch(() => undefined)}
      >
        {children}
      </Form>
    </Drawer>
  );
}
