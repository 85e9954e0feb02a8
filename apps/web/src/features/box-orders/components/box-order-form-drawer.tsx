import { Button, Drawer, Form, Input, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxInput, BoxOrderDetail, BoxOrderItem } from '@stone/shared/box-orders/box-orders';
import { BOX_ORDER_LIMITS as L } from '@stone/shared/box-orders/enums';
import {
  newRequestId,
  useBoxOrderDetail,
  useCreateBoxOrder,
  useProjectChoices,
  useUpdateBoxOrder,
} from '../api.ts';
import { BoxEditor } from './box-editor.tsx';

type BoxValues = Partial<BoxInput> & { woodenBoxId?: string; pieceCount?: number | null };
type Values = {
  projectId?: string;
  receivingUnit?: string;
  address?: string;
  contact?: string;
  contactPhone?: string;
  boxes?: BoxValues[];
};

/** The form's boxes as the call takes them: empty picks left out, not sent as nulls. */
function boxesOf(values: BoxValues[]): BoxInput[] {
  return values.map((b) => ({
    boxNo: (b.boxNo ?? '').trim(),
    boxType: b.boxType ?? 'standard',
    lengthMm: b.lengthMm ?? 0,
    widthMm: b.widthMm ?? 0,
    heightMm: b.heightMm ?? 0,
    ...(typeof b.pieceCount === 'number' ? { pieceCount: b.pieceCount } : {}),
    ...(b.woodenBoxId ? { woodenBoxId: b.woodenBoxId } : {}),
    ...(b.materials?.length ? { materials: b.materials } : {}),
  }));
}

function initialOf(detail: BoxOrderDetail | undefined): Values {
  if (!detail) return { boxes: [] };
  const { order, boxes } = detail;
  return {
    projectId: order.projectId,
    receivingUnit: order.receivingUnit,
    address: order.address,
    contact: order.contact,
    contactPhone: order.contactPhone,
    boxes: boxes.map((b) => ({
      boxNo: b.boxNo,
      boxType: b.boxType,
      lengthMm: b.lengthMm,
      widthMm: b.widthMm,
      heightMm: b.heightMm,
      pieceCount: b.pieceCount,
      woodenBoxId: b.woodenBoxId ?? '',
      materials: b.materials.map(({ areaM2, ...m }) => ({ ...m, areaM2 })),
    })),
  };
}

/** Create a box order, or edit one not yet accepted: the receiving side, then its boxes. */
export function BoxOrderFormDrawer(props: { order: BoxOrderItem | null; onClose: () => void }) {
  const { t } = useTranslation('boxOrders');
  const detail = useBoxOrderDetail(props.order?.id ?? '');
  const editing = props.order !== null;
  return (
    <Drawer
      open
      size={1000}
      title={editing ? t('form.editTitle', { number: props.order?.number }) : t('form.createTitle')}
      onClose={props.onClose}
      destroyOnHidden
    >
      {editing && !detail.data ? (
        <Skeleton active />
      ) : (
        <OrderForm detail={detail.data} order={props.order} onDone={props.onClose} />
      )}
    </Drawer>
  );
}

function OrderForm(props: {
  detail: BoxOrderDetail | undefined;
  order: BoxOrderItem | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('boxOrders');
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const [requestId] = useState(newRequestId);
  const projects = useProjectChoices(keyword);
  const create = useCreateBoxOrder();
  const update = useUpdateBoxOrder();
  const projectId = Form.useWatch('projectId', form) ?? '';
  const address = Form.useWatch('address', form) ?? '';
  const chosen = props.detail?.order;
  const projectOptions = [
    ...(chosen
      ? [{ value: chosen.projectId, label: `${chosen.projectOrderNo} ${chosen.projectName}` }]
      : []),
    ...(projects.data?.list ?? [])
      .filter((p) => p.id !== chosen?.projectId)
      .map((p) => ({ value: p.id, label: `${p.orderNo} ${p.name}` })),
  ];
  const save = async () => {
    const v = await form.validateFields();
    const body = {
      projectId: v.projectId ?? '',
      receivingUnit: (v.receivingUnit ?? '').trim(),
      address: (v.address ?? '').trim(),
      contact: (v.contact ?? '').trim(),
      contactPhone: (v.contactPhone ?? '').trim(),
      boxes: boxesOf(form.getFieldValue('boxes') ?? []),
    };
    if (props.order)
      await update.mutateAsync({ id: props.order.id, version: props.order.version, ...body });
    else await create.mutateAsync({ ...body, requestId });
    props.onDone();
  };
  return (
    <Form form={form} layout="vertical" initialValues={initialOf(props.detail)}>
      <Space wrap align="start">
        <Form.Item
          name="projectId"
          label={t('fields.project')}
          rules={[{ required: true, message: t('form.projectRequired') }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            style={{ width: 280 }}
            placeholder={t('form.searchProject')}
            loading={projects.isLoading}
            options={projectOptions}
            disabled={!!props.order}
          />
        </Form.Item>
        <Form.Item
          name="receivingUnit"
          label={t('fields.receivingUnit')}
          rules={[{ required: true, whitespace: true, message: t('form.receivingUnitRequired') }]}
        >
          <Input maxLength={L.textMax} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="contact" label={t('fields.contact')}>
          <Input maxLength={L.textMax} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="contactPhone" label={t('fields.contactPhone')}>
          <Input maxLength={L.phoneMax} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Form.Item
        name="address"
        label={t('fields.address')}
        rules={[{ required: true, whitespace: true, message: t('form.addressRequired') }]}
      >
        <Input maxLength={L.addressMax} />
      </Form.Item>
      <Form.Item label={t('boxes.title')} required>
        <BoxEditor
          projectId={projectId}
          {...(props.order ? { orderId: props.order.id } : {})}
          hasAddress={address.trim() !== ''}
        />
      </Form.Item>
      <Space>
        <Button onClick={props.onDone}>{t('actions.close')}</Button>
        <Button
          type="primary"
          loading={create.isPending || update.isPending}
          onClick={() => void save().catch(() => undefined)}
        >
          {t('actions.save')}
        </Button>
      </Space>
    </Form>
  );
}
