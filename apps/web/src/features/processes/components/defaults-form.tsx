import { Button, Card, Form, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/crud/use-permission.ts';
import { applyFieldErrors } from '../../../lib/form-rules.ts';

type Props<V extends object> = {
  intro: string;
  route: 'setReportWork' | 'setForklift';
  values: (V & { version: number }) | undefined;
  save: (values: V & { version: number }) => Promise<unknown>;
  children: ReactNode;
};

/** A settings card: read the enterprise's defaults, edit, save at the version read. */
export function DefaultsForm<V extends object>({ intro, route, values, save, children }: Props<V>) {
  const { t } = useTranslation('processes');
  const can = useCan();
  const [form] = Form.useForm<V>();
  if (!values) return <Spin size="large" />;
  const editable =
    route === 'setReportWork' ? can('setReportWork', 'edit') : can('setForklift', 'edit');
  return (
    <Card variant="borderless">
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Form<V>
        form={form}
        name={route}
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={values as never}
        disabled={!editable}
        onFinish={(v) =>
          save({ ...v, version: values.version }).catch((error: unknown) =>
            applyFieldErrors(form, error),
          )
        }
      >
        {children}
        {editable && (
          <Button type="primary" htmlType="submit">
            {t('defaults.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
