import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSlabOptions } from '../api.ts';

type Props = {
  warehouseId: string | undefined;
  rackId: string | null;
  onChange: (next: { warehouseId: string | undefined; rackId: string | null }) => void;
};

/** A warehouse and, optionally, one of its racks. */
export function WarehouseRackFields({ warehouseId, rackId, onChange }: Props) {
  const { t } = useTranslation('materialFlows');
  const options = useSlabOptions().data;
  return (
    <>
      <Select
        id="flow_warehouse"
        size="large"
        style={{ minWidth: 220 }}
        placeholder={t('fields.warehouse')}
        value={warehouseId}
        options={(options?.warehouses ?? []).map((w) => ({ value: w.id, label: w.name }))}
        onChange={(id: string) => onChange({ warehouseId: id, rackId: null })}
      />
      <Select
        id="flow_rack"
        size="large"
        allowClear
        style={{ minWidth: 160 }}
        placeholder={t('fields.rack')}
        disabled={!warehouseId}
        value={rackId ?? undefined}
        options={(options?.racks ?? [])
          .filter((r) => r.warehouseId === warehouseId)
          .map((r) => ({ value: r.id, label: r.number }))}
        onChange={(id?: string) => onChange({ warehouseId, rackId: id ?? null })}
      />
    </>
  );
}
