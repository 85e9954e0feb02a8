import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import type { FormListFieldData } from 'antd';
import { useTranslation } from 'react-i18next';
import { BOX_ORDER_LIMITS as L } from '@stone/shared/box-orders/enums';
import { BOX_TYPES } from '@stone/shared/packing/enums';
import { usePackedBoxes } from '../api.ts';

/** Carries a box's board rows (from an import) through the form unchanged: nothing to show. */
function Carried(_props: { value?: unknown; onChange?: (v: unknown) => void }) {
  return null;
}

/**
 * The boxes typed by hand (issue 19): add and remove rows, at most 99; each needs a unique
 * number, sizes and a type, and may ship a sealed wooden box of the project. The address comes
 * first ("Set an address first"): a box is for an address.
 */
export function BoxEditor(props: { projectId: string; orderId?: string; hasAddress: boolean }) {
  const { projectId, hasAddress } = props;
  const { t } = useTranslation('boxOrders');
  const free = usePackedBoxes(projectId, props.orderId);
  const form = Form.useFormInstance();
  const woodenOptions = [
    { value: '', label: t('boxes.noWoodenBox') },
    ...(free.data?.list ?? []).map((w) => ({ value: w.id, label: `${w.name} (${w.pieceCount})` })),
  ];
  const size = (name: number, key: 'lengthMm' | 'widthMm' | 'heightMm', label: string) => (
    <Form.Item
      name={[name, key]}
      noStyle
      rules={[{ required: true, message: t('form.sizeRequired') }]}
    >
      <InputNumber
        min={1}
        max={L.sizeMaxMm}
        precision={0}
        aria-label={label}
        style={{ width: 90 }}
      />
    </Form.Item>
  );
  const uniqueNo = (name: number) => ({
    validator: (_: unknown, value: string | undefined) => {
      const all = (form.getFieldValue('boxes') as { boxNo?: string }[] | undefined) ?? [];
      const key = (value ?? '').trim().toLowerCase();
      const twice = all.some((b, i) => i !== name && (b?.boxNo ?? '').trim().toLowerCase() === key);
      return key && twice ? Promise.reject(new Error(t('form.boxNoDuplicate'))) : Promise.resolve();
    },
  });
  return (
    <Form.List name="boxes">
      {(fields, { add, remove }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Table<FormListFieldData>
            size="small"
            rowKey="key"
            dataSource={fields}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                key: 'boxNo',
                title: t('boxes.boxNo'),
                render: (_v, f) => (
                  <Form.Item
                    name={[f.name, 'boxNo']}
                    style={{ marginBottom: 0 }}
                    rules={[
                      { required: true, whitespace: true, message: t('form.boxNoRequired') },
                      uniqueNo(f.name),
                    ]}
                  >
                    <Input
                      maxLength={L.boxNoMax}
                      aria-label={t('boxes.boxNo')}
                      style={{ width: 100 }}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'type',
                title: t('boxes.type'),
                render: (_v, f) => (
                  <Form.Item
                    name={[f.name, 'boxType']}
                    style={{ marginBottom: 0 }}
                    rules={[{ required: true, message: t('form.typeRequired') }]}
                  >
                    <Select
                      aria-label={t('boxes.type')}
                      style={{ width: 120 }}
                      options={BOX_TYPES.map((v) => ({ value: v, label: t(`boxType.${v}`) }))}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'size',
                title: t('boxes.size'),
                render: (_v, f) => (
                  <Space size={4}>
                    {size(f.name, 'lengthMm', t('boxes.length'))}
                    {size(f.name, 'widthMm', t('boxes.width'))}
                    {size(f.name, 'heightMm', t('boxes.height'))}
                  </Space>
                ),
              },
              {
                key: 'pieces',
                title: t('boxes.pieces'),
                render: (_v, f) => (
                  <Form.Item name={[f.name, 'pieceCount']} noStyle>
                    <InputNumber
                      min={0}
                      max={L.piecesMax}
                      precision={0}
                      aria-label={t('boxes.pieces')}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'wooden',
                title: t('boxes.woodenBox'),
                render: (_v, f) => (
                  <>
                    <Form.Item name={[f.name, 'woodenBoxId']} noStyle>
                      <Select
                        aria-label={t('boxes.woodenBox')}
                        style={{ width: 140 }}
                        options={woodenOptions}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'materials']} noStyle>
                      <Carried />
                    </Form.Item>
                  </>
                ),
              },
              {
                key: 'remove',
                title: '',
                render: (_v, f) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('boxes.remove')}
                    onClick={() => remove(f.name)}
                  />
                ),
              },
            ]}
          />
          <Space wrap>
            <Button
              icon={<PlusOutlined />}
              disabled={!hasAddress || fields.length >= L.boxesMax}
              onClick={() => add({ boxType: 'standard', woodenBoxId: '' })}
            >
              {t('boxes.add')}
            </Button>
            <Typography.Text type={hasAddress ? 'secondary' : 'warning'}>
              {!hasAddress
                ? t('boxes.addressFirst')
                : fields.length >= L.boxesMax
                  ? t('boxes.full', { max: L.boxesMax })
                  : t('boxes.count', { count: fields.length, max: L.boxesMax })}
            </Typography.Text>
          </Space>
        </Space>
      )}
    </Form.List>
  );
}
