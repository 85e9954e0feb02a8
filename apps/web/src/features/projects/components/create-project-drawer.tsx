import { Button, DatePicker, Drawer, Form, Input, Select, Space, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS } from '@stone/shared/projects/enums';
import { useCrudText } from '../../../components/crud/crud-locales.ts';
import { useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { applyFieldErrors } from '../../../lib/form-rules.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateProject } from '../api.ts';
import { PROJECT_TYPE } from '../project-status.ts';
import { nameAndFileErrors, planeFieldErrors } from './create-validation.ts';
import { CreateReport } from './create-report.tsx';
import { PlanesField, type PlaneValue } from './planes-field.tsx';

type Values = {
  name?: string;
  orderNo?: string;
  customerName?: string;
  customerBrand?: string;
  deliveryAt?: Dayjs | null;
  projectType: 'engineering' | 'precision';
  planes: PlaneValue[];
};

type Props = { open: boolean; onClose: () => void };

/** A refusal about plane n ("planes.n.units", "planes.n.keptPieces", …) shows under its drawing. */
function showPlaneErrors(form: FormInstance<Values>, error: unknown, planes: PlaneValue[]) {
  if (!(error instanceof ApiError)) return;
  // The server numbers the planes that have a file; the form counts every card.
  const withFile = planes.flatMap((p, at) => (p.file ? [at] : []));
  form.setFields(
    planeFieldErrors(error.data).flatMap(({ plane, message }) => {
      const at = withFile[plane];
      return at === undefined
        ? []
        : [{ name: ['planes', at, 'file'], errors: [translateMessage(message)] }];
    }),
  );
}

/** Manual order / CAD upload: the project, its planes with one DXF each, then the read report. */
export function CreateProjectDrawer({ open, onClose }: Props) {
  const { t } = useTranslation('projects');
  const crud = useCrudText();
  const [form] = Form.useForm<Values>();
  const create = useCreateProject();
  const types = useStatusEnum(PROJECT_TYPE);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID?.() ?? String(Date.now()));

  const close = () => {
    setCreatedId(null);
    setRequestId(crypto.randomUUID?.() ?? String(Date.now()));
    onClose();
  };

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const planes = (values.planes ?? []).filter((p) => p.file);
    // The fields' own rules first (lengths, delivery not in the past): validating clears errors
    // set by hand, so the combined name-and-file message is set after it.
    const fieldsOk = await form.validateFields().then(
      () => true,
      () => false,
    );
    const errors = nameAndFileErrors(values.name ?? '', planes.length);
    if (errors.name || errors.planes)
      form.setFields([
        ...(errors.name
          ? [{ name: 'name' as const, errors: [translateMessage(errors.name)] }]
          : []),
        ...(errors.planes
          ? [{ name: 'planes' as const, errors: [translateMessage(errors.planes)] }]
          : []),
      ]);
    if (!fieldsOk || errors.name || errors.planes) return;
    try {
      const answer = await create.mutateAsync({
        name: values.name?.trim() ?? '',
        orderNo: values.orderNo?.trim() ?? '',
        customerName: values.customerName?.trim() ?? '',
        customerBrand: values.customerBrand?.trim() ?? '',
        deliveryAt: values.deliveryAt ? values.deliveryAt.toISOString() : null,
        projectType: values.projectType,
        planes: planes.map((p, i) => ({
          name: p.name?.trim() || t('create.defaultPlaneName', { n: i + 1 }),
          batch: p.batch?.trim() ?? '',
          fileId: p.file?.fileId ?? '',
          // The upload record names the drawing as uploaded, not "<plane>.dxf" (issue 23).
          ...(p.file?.fileName ? { fileName: p.file.fileName.slice(0, 255) } : {}),
          // The preview's choices; the server reads the drawing again and applies them itself.
          ...(p.file?.units ? { units: p.file.units } : {}),
          excludedLayers: p.file?.excludedLayers ?? [],
          excludedPieces: p.file?.excludedPieces ?? [],
          keptPieces: p.file?.keptPieces ?? [],
          // Pieces on these layers keep their drawn orientation (issue 24).
          ...(p.file?.lockedLayers?.length
            ? { rotationLockRules: p.file.lockedLayers.map((layer) => ({ layer })) }
            : {}),
          // Pieces whose code starts with the prefix get the process code (issue 17).
          ...(p.rulePrefix?.trim() && p.ruleCode?.trim()
            ? {
                processRules: [
                  { labelPrefix: p.rulePrefix.trim(), processCode: p.ruleCode.trim() },
                ],
              }
            : {}),
        })),
        requestId,
      });
      setCreatedId(answer.id);
    } catch (error) {
      applyFieldErrors(form, error);
      showPlaneErrors(form, error, values.planes ?? []);
    }
  };

  return (
    <Drawer
      open={open}
      title={t(createdId ? 'create.reportTitle' : 'create.title')}
      onClose={close}
      size={760}
      destroyOnHidden
      extra={
        createdId ? null : (
          <Space>
            <Button onClick={close}>{crud('cancel')}</Button>
            <Button
              type="primary"
              loading={create.isPending}
              onClick={() => void submit().catch(() => undefined)}
            >
              {t('create.submit')}
            </Button>
          </Space>
        )
      }
    >
      {createdId ? (
        <CreateReport id={createdId} onClose={close} />
      ) : (
        <Form<Values>
          form={form}
          name="createProject"
          layout="vertical"
          preserve={false}
          initialValues={{
            projectType: 'engineering',
            planes: [{ name: t('create.defaultPlaneName', { n: 1 }) }],
          }}
        >
          <Form.Item
            name="name"
            label={t('fields.name')}
            required
            rules={[
              { max: PROJECT_LIMITS.nameMax, message: translateMessage('project.nameTooLong') },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="orderNo" label={t('fields.orderNo')}>
            <Input maxLength={PROJECT_LIMITS.orderNoMax} />
          </Form.Item>
          <Form.Item name="customerName" label={t('fields.customerName')}>
            <Input maxLength={PROJECT_LIMITS.customerMax} />
          </Form.Item>
          <Form.Item name="customerBrand" label={t('fields.customerBrand')}>
            <Input maxLength={PROJECT_LIMITS.customerMax} />
          </Form.Item>
          <Form.Item
            name="deliveryAt"
            label={t('fields.deliveryAt')}
            rules={[
              {
                validator: async (_r, v: Dayjs | null | undefined) => {
                  if (v && v.isBefore(dayjs())) throw new Error(t('create.deliveryPast'));
                },
              },
            ]}
          >
            <DatePicker
              showTime
              style={{ width: '100%' }}
              disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
            />
          </Form.Item>
          <Form.Item name="projectType" label={t('fields.projectType')}>
            <Select options={types.options} />
          </Form.Item>
          <PlanesField />
        </Form>
      )}
    </Drawer>
  );
}
