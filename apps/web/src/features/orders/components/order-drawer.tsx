import { Col, DatePicker, Form, Input, Row, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { BodyOf } from '@stone/shared';
import { ORDER_LIMITS as L, ORDER_TYPES } from '@stone/shared/orders/enums';
import { createOrderBody, type OrderItem } from '@stone/shared/orders/orders';
import { DrawerForm } from '../../../components/crud/drawer-form.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import '../../../lib/dates.ts';
import { useCreateOrder, useUpdateOrder } from '../api.ts';

type Values = Omit<BodyOf<'webOrder/createOrder'>, 'requestId'>;
const FIELDS = createOrderBody.shape;
const rule = (name: keyof Values) => [schemaRule(FIELDS[name])];
// The delivery date may stay empty; a given one is checked like the expected date.
const optionalDay: Rule[] = [
  {
    validator: async (_rule, value: unknown) => {
      if (value && !FIELDS.expectedDeliveryDate.safeParse(value).success)
        throw new Error(translateMessage('order.badDate'));
    },
  },
];
const DAY = 'YYYY-MM-DD';
// The form keeps dates as the text the API takes; the picker shows them as dates.
const asPicker = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, DAY) : null });
const fromPicker = (d: Dayjs | null) => (d ? d.format(DAY) : null);

const blank: Partial<Values> = {
  orderType: 'oem',
  source: '',
  contact: '',
  processingType: '',
  deliveredDate: null,
  priceLocked: false,
};

/** A new order (`order` null) or one order's fields; the server's field messages show inline. */
export function OrderDrawer({
  order,
  open,
  onClose,
}: {
  order: OrderItem | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<Values>();
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const text = (name: keyof Values, max: number) => (
    <Form.Item name={name} label={t(`field.${name}` as 'field.name')} rules={rule(name)}>
      <Input maxLength={max} />
    </Form.Item>
  );
  const day = (name: 'expectedDeliveryDate' | 'deliveredDate') => (
    <Form.Item
      name={name}
      label={t(`field.${name}`)}
      rules={name === 'deliveredDate' ? optionalDay : rule(name)}
      getValueProps={asPicker}
      normalize={fromPicker}
    >
      <DatePicker style={{ width: '100%' }} allowClear={name === 'deliveredDate'} />
    </Form.Item>
  );
  return (
    <DrawerForm<Values>
      open={open}
      title={order ? t('drawer.edit', { number: order.number }) : t('drawer.create')}
      form={form}
      initialValues={order ?? blank}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = { ...blank, ...values } as Values;
        if (order) await update.mutateAsync({ ...body, id: order.id, version: order.version });
        else await create.mutateAsync(body);
      }}
    >
      {text('name', L.nameMax)}
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="orderType" label={t('field.orderType')} rules={rule('orderType')}>
            <Select options={ORDER_TYPES.map((v) => ({ value: v, label: t(`orderType.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          {text('source', L.textMax)}
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          {text('customerName', L.textMax)}
        </Col>
        <Col xs={24} sm={12}>
          {text('contact', L.textMax)}
        </Col>
      </Row>
      {text('processingType', L.textMax)}
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          {text('managerName', L.textMax)}
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="managerPhone"
            label={t('field.managerPhone')}
            rules={rule('managerPhone')}
          >
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          {day('expectedDeliveryDate')}
        </Col>
        <Col xs={24} sm={12}>
          {day('deliveredDate')}
        </Col>
      </Row>
      <Form.Item
        name="priceLocked"
        label={t('field.priceLocked')}
        valuePropName="checked"
        extra={<Typography.Text type="secondary">{t('drawer.lockHint')}</Typography.Text>}
      >
        <Switch />
      </Form.Item>
    </DrawerForm>
  );
}
