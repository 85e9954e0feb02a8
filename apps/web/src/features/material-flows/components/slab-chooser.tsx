import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowSlab } from '@stone/shared/material-flows/choices';
import { useInertMeasureRow } from '../../../components/crud/inert-measure-row.ts';
import { findSlab, type SlabFlow } from '../api.ts';
import { ScanField } from './scan-field.tsx';

type Props = {
  /** The flow whose slabs are offered (picked for a return, in stock or picked for a transfer). */
  flow: SlabFlow;
  /** The flow's own list (its choices endpoint), undefined while it loads. */
  slabs: FlowSlab[] | undefined;
  loading: boolean;
  chosen: FlowSlab[];
  onChange: (chosen: FlowSlab[]) => void;
  scanId: string;
};

/** Choose slabs by scanning them one after another, or by ticking them in the list. */
export function SlabChooser({ flow, slabs, loading, chosen, onChange, scanId }: Props) {
  const { t } = useTranslation('materialFlows');
  const tableBox = useRef<HTMLDivElement>(null);
  useInertMeasureRow(tableBox);

  const scan = async (barcode: string) => {
    const slab = await findSlab(flow, barcode);
    if (!slab) throw new Error(t('chooser.notFound', { barcode }));
    if (!chosen.some((c) => c.id === slab.id)) onChange([...chosen, slab]);
  };
  const columns: TableColumnsType<FlowSlab> = [
    { key: 'barcode', dataIndex: 'barcode', title: t('fields.barcode') },
    {
      key: 'size',
      title: t('fields.slabSize'),
      render: (_v, s) => `${s.lengthMm} × ${s.widthMm} × ${s.thicknessMm}`,
    },
    { key: 'material', dataIndex: 'material', title: t('fields.slab') },
    {
      key: 'place',
      title: t('fields.warehouse'),
      render: (_v, s) => (s.rackNumber ? `${s.warehouseName} / ${s.rackNumber}` : s.warehouseName),
    },
  ];
  // Scanned slabs beyond the first page stay listed, so the selection is always visible.
  const listed = slabs ?? [];
  const rows = [...chosen.filter((c) => !listed.some((s) => s.id === c.id)), ...listed];

  return (
    <div className="flow-stack">
      <ScanField id={scanId} placeholder={t('chooser.scanHint')} onScan={scan} />
      <Space>
        <Typography.Text strong>{t('chooser.chosen', { count: chosen.length })}</Typography.Text>
        {chosen.length > 0 && <Button onClick={() => onChange([])}>{t('chooser.clear')}</Button>}
      </Space>
      <div ref={tableBox}>
        <Table<FlowSlab>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={loading}
          pagination={false}
          scroll={{ x: 'max-content', y: 360 }}
          locale={{ emptyText: t('chooser.empty') }}
          rowSelection={{
            selectedRowKeys: chosen.map((c) => c.id),
            onChange: (_keys, picked) => onChange(picked),
          }}
        />
      </div>
    </div>
  );
}
