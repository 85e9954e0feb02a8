import { Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { createRacksBody, updateRackBody } from '@stone/shared/materials/racks';
import { MATERIAL_LIMITS as L } from '@stone/shared/materials/enums';
import { formSchemaRule } from './form-schema-rule.ts';

type Option = { value: string; label: string };
type FieldRule = (field: string) => Rule[];
const pad = (n: number) => String(n).padStart(4, '0');

/**
 * A batch of racks: warehouse, start number, count (1–500), safety and maximum values. Each field
 * is checked with the endpoint's own schema, so "safety ≤ maximum" and "not past 9999" read the
 * same here as from the server.
 */
export function RackBatchFields({
  form,
  warehouses,
}: {
  form: FormInstance;
  warehouses: Option[];
}) {
  const { t } = useTranslation('materials');
  const rule = (field: string) => [formSchemaRule(createRacksBody, form, field)];
  const start = Form.useWatch('startNumber', form) as number | undefined;
  const count = Form.useWatch('count', form) as number | undefined;
  const preview =
    start && count && start + count - 1 <= L.rackNumberMax
      ? t('rack.preview', { first: pad(start), last: pad(start + count - 1) })
      : undefined;
  return (
    <>
      <WarehouseField warehouses={warehouses} rule={rule} />
      <Form.Item
        name="startNumber"
        label={t('rack.startNumber')}
        rules={rule('startNumber')}
        extra={preview}
      >
        {/* Not clamped on blur (issue 23): the schema rule names the range. */}
        <InputNumber placeholder={`1–${L.rackNumberMax}`} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="count"
        label={t('rack.count')}
        rules={rule('count')}
        dependencies={['startNumber']}
      >
        <InputNumber
          placeholder={`${L.rackBatchMin}–${L.rackBatchMax}`}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <ValueFields rule={rule} />
    </>
  );
}

/** One rack's editable values; its number stays as it was printed. */
export function RackEditFields({
  form,
  warehouses,
  statuses,
}: {
  form: FormInstance;
  warehouses: Option[];
  statuses: Option[];
}) {
  const { t } = useTranslation('materials');
  const rule = (field: string) => [
    formSchemaRule(updateRackBody, form, field, { id: 'rack', version: 1 }),
  ];
  return (
    <>
      <WarehouseField warehouses={warehouses} rule={rule} />
      <ValueFields rule={rule} />
      <Form.Item name="status" label={t('rack.status')} rules={rule('status')}>
        <Select options={statuses} />
      </Form.Item>
    </>
  );
}

/** The rack's warehouse; shared by the batch and edit forms. */
function WarehouseField({ warehouses, rule }: { warehouses: Option[]; rule: FieldRule }) {
  const { t } = useTranslation('materials');
  return (
    <Form.Item name="warehouseId" label={t('rack.warehouse')} rules={rule('warehouseId')}>
      <Select options={warehouses} />
    </Form.Item>
  );
}

/** Safety and maximum values; safety re-checks when the maximum changes (safety ≤ maximum). */
function ValueFields({ rule }: { rule: FieldRule }) {
  const { t } = useTranslation('materials');
  return (
    <>
      <Form.Item
        name="safetyValue"
        label={t('rack.safetyValue')}
        rules={rule('safetyValue')}
        dependencies={['maxValue']}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="maxValue" label={t('rack.maxValue')} rules={rule('maxValue')}>
        <Input inputMode="decimal" />
      </Form.Item>
    </>
  );
}
