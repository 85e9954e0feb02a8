import { Alert, Button, Card, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowSlab } from '@stone/shared/material-flows/choices';
import { movementListBody } from '@stone/shared/material-flows/schemas';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useTransferChoices, useTransferHistory, useTransferSlabs } from '../api.ts';
import '../flow-locales.ts';
import { TRANSFER_ROUTE } from '../flow-routes.ts';
import '../flows.css';
import { WarehouseRackFields } from '../components/destination-fields.tsx';
import { MovementHistory } from '../components/movement-history.tsx';
import { SlabChooser } from '../components/slab-chooser.tsx';
import { useSubmitOnce } from '../use-submit-once.ts';

type Target = 'warehouse' | 'workshop';

/** /aboutMaterial/transfer: slabs in stock or picked, to another warehouse (rack) or a workshop. */
export default function TransferPage() {
  const { t } = useTranslation('materialFlows');
  const can = useCan();
  const list = useListScreen(movementListBody);
  const history = useTransferHistory(list.body);
  const move = useTransferSlabs();
  const choices = useTransferChoices();
  const workshops = choices.data?.workshops ?? [];
  const [chosen, setChosen] = useState<FlowSlab[]>([]);
  const [target, setTarget] = useState<Target>('warehouse');
  const [place, setPlace] = useState<{ warehouseId?: string; rackId: string | null }>({
    rackId: null,
  });
  const [workshopId, setWorkshopId] = useState<string>();
  const [moved, setMoved] = useState<number | null>(null);
  const ready = target === 'warehouse' ? !!place.warehouseId : !!workshopId;

  const submit = useSubmitOnce(async (requestId) => {
    setMoved(null);
    const slabIds = chosen.map((s) => s.id);
    const answer = await move.mutateAsync(
      target === 'warehouse'
        ? { slabIds, warehouseId: place.warehouseId, rackId: place.rackId, requestId }
        : { slabIds, workshopId, rackId: null, requestId },
    );
    setMoved(answer.moved);
    setChosen([]);
  });

  return (
    <div className="flow-stack">
      <Card variant="borderless" title={t('transfer.title')}>
        <div className="flow-stack">
          <SlabChooser
            scanId="flow_transfer_scan"
            flow="transfer"
            slabs={choices.data?.slabs}
            loading={choices.isFetching}
            chosen={chosen}
            onChange={setChosen}
          />
          <Radio.Group
            size="large"
            optionType="button"
            value={target}
            onChange={(e) => setTarget(e.target.value as Target)}
            options={[
              { value: 'warehouse', label: t('transfer.toWarehouse') },
              { value: 'workshop', label: t('transfer.toWorkshop') },
            ]}
          />
          <Space wrap className="flow-touch">
            {target === 'warehouse' ? (
              <WarehouseRackFields
                warehouses={choices.data?.warehouses ?? []}
                warehouseId={place.warehouseId}
                rackId={place.rackId}
                onChange={(next) => setPlace({ ...next })}
              />
            ) : (
              <Select
                id="flow_workshop"
                size="large"
                style={{ minWidth: 220 }}
                placeholder={t('fields.workshop')}
                aria-label={t('fields.workshop')}
                value={workshopId}
                options={workshops.map((w) => ({ value: w.id, label: w.name }))}
                onChange={(id: string) => setWorkshopId(id)}
              />
            )}
            {can(...TRANSFER_ROUTE.perm.transfer) && (
              <Button
                type="primary"
                size="large"
                disabled={chosen.length === 0 || !ready}
                loading={move.isPending}
                // A refusal was shown by the API client; the choice stays for another try.
                onClick={() => void submit().catch(() => undefined)}
              >
                {t('transfer.submit')}
              </Button>
            )}
          </Space>
          {moved !== null && (
            <Alert type="success" showIcon title={t('transfer.done', { count: moved })} />
          )}
        </div>
      </Card>
      <MovementHistory title={t('transfer.history')} list={list} query={history} />
    </div>
  );
}
