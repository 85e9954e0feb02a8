import { Descriptions, Form, Input, Modal, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRequestId, useCreateSettlement, useOrderChoices, usePreview } from '../api.ts';

type Props = { open: boolean; onClose: () => void; onCreated: (id: string) => void };
type Receiving = { unit?: string; contact?: string; phone?: string; address?: string };

/**
 * New settlement: choose an order, tick its open projects and see the server's totals for the
 * ticked ones before creating (a project without a price, or already in a document, can't be
 * ticked). Money is the server's two-decimal text; nothing is summed here.
 */
export function CreateSettlementModal({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation('settlements');
  const [keyword, setKeyword] = useState('');
  const [orderId, setOrderId] = useState('');
  const [chosen, setChosen] = useState<string[] | null>(null);
  // Mounted per opening (the screen renders it only while open): a new request id each time.
  const [requestId] = useState(newRequestId);
  const [form] = Form.useForm<{ name?: string; receiving?: Receiving }>();
  const orders = useOrderChoices(keyword, open);
  const preview = usePreview(orderId, chosen ?? undefined);
  const create = useCreateSettlement();
  const projects = preview.data?.projects ?? [];
  const selected = chosen ?? projects.filter((p) => p.selectable).map((p) => p.id);

  const submit = async () => {
    const v = await form.validateFields();
    const r = v.receiving ?? {};
    const receiving = r.unit
      ? { unit: r.unit, contact: r.contact ?? '', phone: r.phone ?? '', address: r.address ?? '' }
      : undefined;
    const made = await create.mutateAsync({
      orderId,
      projectIds: selected,
      ...(v.name ? { name: v.name } : {}),
      ...(receiving ? { receiving } : {}),
      requestId,
    });
    onCreated(made.id);
  };

  const totals = preview.data?.totals;
  return (
    <Modal
      open={open}
      title={t('create.title')}
      width={880}
      okText={t('create.submit')}
      okButtonProps={{ disabled: !orderId || selected.length === 0, loading: create.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item label={t('create.order')} required>
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            aria-label={t('create.order')}
            placeholder={t('create.orderPlaceholder')}
            value={orderId || undefined}
            onChange={(v: string) => {
              setOrderId(v);
              setChosen(null);
            }}
            options={(orders.data?.orders ?? []).map((o) => ({
              value: o.id,
              label: `${o.number} · ${o.name} · ${o.customerName} (${t(`docType.${o.orderType}`)})`,
            }))}
          />
        </Form.Item>
        {orderId && (
          <>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              loading={preview.isFetching}
              dataSource={projects}
              scroll={{ y: 260 }}
              rowSelection={{
                selectedRowKeys: selected,
                getCheckboxProps: (p) => ({ disabled: !p.selectable, 'aria-label': p.name }),
                onChange: (keys) => setChosen(keys.map(String)),
              }}
              columns={[
                { key: 'name', dataIndex: 'name', title: t('field.project') },
                {
                  key: 'pieceCount',
                  dataIndex: 'pieceCount',
                  title: t('field.pieces'),
                  align: 'right',
                },
                { key: 'areaM2', dataIndex: 'areaM2', title: t('field.area'), align: 'right' },
                {
                  key: 'unitPrice',
                  dataIndex: 'unitPrice',
                  title: t('field.unitPrice'),
                  align: 'right',
                  render: (v: string | null) => v ?? <Tag color="red">{t('create.unpriced')}</Tag>,
                },
                { key: 'amount', dataIndex: 'amount', title: t('field.subtotal'), align: 'right' },
                {
                  key: 'settlementNumber',
                  dataIndex: 'settlementNumber',
                  title: t('field.inDocument'),
                  render: (v: string | null) => v ?? '',
                },
              ]}
            />
            {totals && (
              <Descriptions size="small" column={4} className="settlement-create__totals">
                <Descriptions.Item label={t('create.chosen')}>
                  {totals.projectCount}
                </Descriptions.Item>
                <Descriptions.Item label={t('field.area')}>{totals.areaM2}</Descriptions.Item>
                <Descriptions.Item label={t('field.processAmount')}>
                  {totals.processAmount}
                </Descriptions.Item>
                <Descriptions.Item label={t('field.total')}>
                  <Typography.Text strong>{totals.total}</Typography.Text>
                </Descriptions.Item>
              </Descriptions>
            )}
            <Form.Item name="name" label={t('create.nameOptional')}>
              <Input maxLength={100} />
            </Form.Item>
            <Typography.Text type="secondary">{t('create.receiving')}</Typography.Text>
            <div className="settlement-create__receiving">
              <Form.Item name={['receiving', 'unit']} label={t('create.receivingUnit')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name={['receiving', 'contact']} label={t('field.contact')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name={['receiving', 'phone']} label={t('field.phone')}>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item name={['receiving', 'address']} label={t('field.address')}>
                <Input maxLength={200} />
              </Form.Item>
            </div>
          </>
        )}
      </Form>
    </Modal>
  );
}
