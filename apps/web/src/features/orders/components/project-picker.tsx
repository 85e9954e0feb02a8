import { Input, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '@stone/shared';
import { useAddOrderProjects, useProjectChoices } from '../api.ts';

type Choice = DataOf<'webOrder/getProjectChoices'>['projects'][number];

/** Projects in no order yet, searched and ticked, then added to the order in one call. */
export function ProjectPicker({
  order,
  open,
  onClose,
}: {
  order: { id: string; number: string };
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const choices = useProjectChoices(keyword.trim(), open);
  const add = useAddOrderProjects();
  const columns: TableColumnsType<Choice> = [
    { key: 'name', dataIndex: 'name', title: t('detail.project'), ellipsis: true },
    { key: 'orderNo', dataIndex: 'orderNo', title: t('detail.orderNo'), width: 140 },
    { key: 'customerName', dataIndex: 'customerName', title: t('field.customerName'), width: 150 },
    { key: 'areaM2', dataIndex: 'areaM2', title: t('detail.area'), width: 100, align: 'right' },
  ];
  const close = () => {
    setChosen([]);
    onClose();
  };
  return (
    <Modal
      open={open}
      width={760}
      title={t('picker.title', { number: order.number })}
      okText={t('action.addProjects')}
      cancelText={t('action.cancel')}
      okButtonProps={{ disabled: chosen.length === 0 }}
      confirmLoading={add.isPending}
      onCancel={close}
      onOk={() =>
        void add
          .mutateAsync({ orderId: order.id, projectIds: chosen })
          .then(close)
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('picker.hint')}</Typography.Paragraph>
      <Input.Search
        allowClear
        aria-label={t('picker.search')}
        placeholder={t('picker.search')}
        onSearch={setKeyword}
      />
      <Table<Choice>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={choices.data?.projects ?? []}
        loading={choices.isFetching}
        pagination={false}
        scroll={{ x: 560, y: 360 }}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys.map(String)),
          preserveSelectedRowKeys: true,
        }}
      />
      <Typography.Text type="secondary">
        {t('picker.chosen', { count: chosen.length })}
      </Typography.Text>
    </Modal>
  );
}
