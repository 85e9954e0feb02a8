import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickingListData } from '@stone/shared/material-flows/schemas';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { PICK_STATE } from '../flow-status.ts';

type Row = PickingListData['rows'][number];

/** The plan slabs of a project's accepted plan, each to be picked or picked (with its slab). */
export function PickingTable(props: {
  rows: Row[];
  loading: boolean;
  onCandidates: (layoutId: string) => void;
}) {
  const { t } = useTranslation('materialFlows');
  const columns: TableColumnsType<Row> = [
    { key: 'plane', dataIndex: 'planeName', title: t('fields.plane') },
    { key: 'seq', dataIndex: 'seq', title: t('fields.seq'), align: 'right' },
    {
      key: 'size',
      title: t('fields.planSize'),
      render: (_v, r) => `${Math.round(r.lengthMm)} × ${Math.round(r.widthMm)}`,
    },
    {
      key: 'state',
      title: t('fields.state'),
      render: (_v, r) => <StatusTag status={PICK_STATE} value={r.state} />,
    },
    {
      key: 'slab',
      title: t('fields.slab'),
      render: (_v, r) =>
        r.slab ? `${r.slab.barcode} (${r.slab.lengthMm} × ${r.slab.widthMm})` : '—',
    },
    {
      key: 'available',
      title: t('fields.available'),
      align: 'right',
      render: (_v, r) =>
        r.state === 'toBePicked' ? (
          <Button type="link" onClick={() => props.onCandidates(r.layoutId)}>
            {t('picking.candidates')} ({r.availableCount})
          </Button>
        ) : null,
    },
  ];
  return (
    <Table<Row>
      rowKey="layoutId"
      size="middle"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('picking.emptyList') }}
    />
  );
}
