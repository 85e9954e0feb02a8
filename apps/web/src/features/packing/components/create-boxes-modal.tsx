import { Alert, Checkbox, Form, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BOX_TYPES, BOX_WALL_MM, PACKING_LIMITS, type BoxType } from '@stone/shared/packing/enums';
import { newRequestId, useCreateBoxes } from '../api.ts';

type Values = {
  boxType: BoxType;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  count?: number;
  perPlannedBox: boolean;
};

/** A batch of boxes for the project: a number of them, or one per planned box of its list. */
export function CreateBoxesModal(props: { projectId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('packing');
  const create = useCreateBoxes();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('boxType', form) ?? 'standard';
  const perPlanned = Form.useWatch('perPlannedBox', form) ?? false;
  const size = { min: 1, max: PACKING_LIMITS.sizeMaxMm, precision: 0, style: { width: '100%' } };
  return (
    <Modal
      open={props.open}
      title={t('boxes.createTitle')}
      confirmLoading={create.isPending}
      onCancel={props.onClose}
      onOk={() =>
        void form
          .validateFields()
          .then(({ count, perPlannedBox, ...v }) =>
            create.mutateAsync({
              ...v,
              projectId: props.projectId,
              ...(perPlannedBox ? { perPlannedBox: true } : { count: count ?? 1 }),
              requestId: newRequestId(),
            }),
          )
          .then(() => {
            form.resetFields();
            props.onClose();
          })
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          boxType: 'standard',
          lengthMm: 2000,
          widthMm: 1000,
          heightMm: 800,
          count: 1,
          perPlannedBox: false,
        }}
      >
        <Form.Item name="boxType" label={t('boxes.type')} rules={[{ required: true }]}>
          <Select options={BOX_TYPES.map((b) => ({ value: b, label: t(`boxType.${b}`) }))} />
        </Form.Item>
        <Form.Item name="lengthMm" label={t('boxes.length')} rules={[{ required: true }]}>
          <InputNumber {...size} />
        </Form.Item>
        <Form.Item name="widthMm" label={t('boxes.width')} rules={[{ required: true }]}>
          <InputNumber {...size} />
        </Form.Item>
        <Form.Item name="heightMm" label={t('boxes.height')} rules={[{ required: true }]}>
          <InputNumber {...size} />
        </Form.Item>
        <Form.Item name="perPlannedBox" valuePropName="checked">
          <Checkbox>{t('boxes.perPlanned')}</Checkbox>
        </Form.Item>
        {!perPlanned && (
          <Form.Item name="count" label={t('boxes.count')} rules={[{ required: true }]}>
            <InputNumber
              min={1}
              max={PACKING_LIMITS.boxesPerCall}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
        <Alert type="info" showIcon title={t('boxes.outerNote', { wall: BOX_WALL_MM[type] })} />
      </Form>
    </Modal>
  );
}
