import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { createDeviceBody } from '@stone/shared/materials/basics';
import { MATERIAL_LIMITS as L } from '@stone/shared/materials/enums';
import { useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { DEVICE_TABLE, PICKUP_STATUS } from '../material-status.ts';

const F = createDeviceBody.shape;

/** The form keeps the link time as a day-time picker value; the body carries ISO text. */
export const toPicker = (iso: string | null) => (iso ? dayjs(iso) : null);
export const fromPicker = (value: Dayjs | null | undefined) => (value ? value.toISOString() : null);

export function DeviceFields() {
  const { t } = useTranslation('materials');
  const pickup = useStatusEnum(PICKUP_STATUS);
  const tables = useStatusEnum(DEVICE_TABLE);
  return (
    <>
      <Form.Item name="code" label={t('device.code')} rules={[schemaRule(F.code)]}>
        <Input autoFocus maxLength={L.deviceCodeMax} />
      </Form.Item>
      <Form.Item name="model" label={t('device.model')} rules={[schemaRule(F.model)]}>
        <Input maxLength={L.deviceModelMax} />
      </Form.Item>
      <Form.Item name="linkedAt" label={t('device.linkedAt')}>
        <DatePicker showTime style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="pickupStatus" label={t('device.pickupStatus')}>
        <Select options={pickup.options} />
      </Form.Item>
      <Form.Item name="currentTable" label={t('device.currentTable')}>
        <Select options={tables.options} />
      </Form.Item>
    </>
  );
}
