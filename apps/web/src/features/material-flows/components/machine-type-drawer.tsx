import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BodyOf } from '@stone/shared';
import { setWarehouseMachineBody } from '@stone/shared/material-flows/schemas';
import { DrawerForm } from '../../../components/crud/drawer-form.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useSetWarehouseMachine, useWarehouseMachines } from '../api.ts';

type Values = BodyOf<'webReturn/setWarehouseMachine'>;
const FIELDS = setWarehouseMachineBody.shape;
const rule = (name: keyof typeof FIELDS) => [schemaRule(FIELDS[name])];

/**
 * The machine type a warehouse feeds (docs/adr/0011): a return to it drops the slabs larger than
 * its saw's table. Choosing a warehouse fills in what it declares today.
 */
export function MachineTypeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('materialFlows');
  const [form] = Form.useForm<Values>();
  const machines = useWarehouseMachines().data?.list ?? [];
  const save = useSetWarehouseMachine();
  const mm = (name: 'maxLengthMm' | 'maxWidthMm') => (
    <Form.Item name={name} label={t(`machine.${name}`)} rules={rule(name)}>
      {/* Not clamped on blur (issue 23): the schema rule refuses a size out of range. */}
      <InputNumber style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <DrawerForm<Values>
      open={open}
      title={t('machine.title')}
      form={form}
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        onClose();
      }}
    >
      <Form.Item name="warehouseId" label={t('fields.warehouse')} rules={rule('warehouseId')}>
        <Select
          options={machines.map((m) => ({ value: m.warehouseId, label: m.warehouseName }))}
          onChange={(id: string) => {
            const m = machines.find((x) => x.warehouseId === id);
            form.setFieldsValue({
              machineType: m?.machineType ?? '',
              maxLengthMm: m?.maxLengthMm ?? undefined,
              maxWidthMm: m?.maxWidthMm ?? undefined,
            });
          }}
        />
      </Form.Item>
      <Form.Item name="machineType" label={t('machine.machineType')} rules={rule('machineType')}>
        <Input />
      </Form.Item>
      {mm('maxLengthMm')}
      {mm('maxWidthMm')}
    </DrawerForm>
  );
}
