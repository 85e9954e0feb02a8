import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlowWarehouse } from '@stone/shared/material-flows/choices';

type Props = {
  /** The warehouses with their racks, from the flow's own choices endpoint. */
  warehouses: FlowWarehouse[];
  warehouseId: string | undefined;
  rackId: string | null;
  onChange: (next: { warehouseId: string | undefined; rackId: string | null }) => void;
};

/** A warehouse and, optionally, one of its racks. */
export function WarehouseRackFields({ warehouses, warehouseId, rackId, onChange }: Props) {
  const { t } = useTranslation('materialFlows');
  return (
    <>
      <Select
        id="flow_warehouse"
        size="large"
        style={{ minWidth: 220 }}
        placeholder={t('fields.warehouse')}
        aria-label={t('fields.warehouse')}
        value={warehouseId}
        options={warehouses.map((w) => ({ value: w.id, label: w.name }))}
        onChange={(id: string) => onChange({ warehouseId: id, rackId: null })}
      />
      <Select
        id="flow_rack"
        size="large"
        allowClear
        style={{ minWidth: 160 }}
        placeholder={t('fields.rack')}
        aria-label={t('fields.rack')}
        disabled={!warehouseId}
        value={rackId ?? undefined}
        options={(warehouses.find((w) => w.id === warehouseId)?.racks ?? []).map((r) => ({
          value: r.id,
          label: r.number,
        }))}
        onChange={(id?: string) => onChange({ warehouseId, rackId: id ?? null })}
      />
    </>
  );
}
