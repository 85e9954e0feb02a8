import { ToolOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowSlab } from '@stone/shared/material-flows/choices';
import type { ReturnSlabsData } from '@stone/shared/material-flows/schemas';
import { movementListBody, returnSlabsData } from '@stone/shared/material-flows/schemas';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useReturnChoices, useReturnHistory, useReturnSlabs } from '../api.ts';
import '../flow-locales.ts';
import { RETURN_ROUTE } from '../flow-routes.ts';
import '../flows.css';
import { WarehouseRackFields } from '../components/destination-fields.tsx';
import { MachineTypeDrawer } from '../components/machine-type-drawer.tsx';
import { MovementHistory } from '../components/movement-history.tsx';
import { ReturnNotice } from '../components/return-notice.tsx';
import { SlabChooser } from '../components/slab-chooser.tsx';
import { useSubmitOnce } from '../use-submit-once.ts';

type Outcome = { answer: ReturnSlabsData } | { failure: string; answer: ReturnSlabsData | null };

/** /aboutMaterial/return: picked slabs back to a warehouse, with the server's removal notice. */
export default function ReturnPage() {
  const { t } = useTranslation('materialFlows');
  const can = useCan();
  const list = useListScreen(movementListBody);
  const history = useReturnHistory(list.body);
  const giveBack = useReturnSlabs();
  const choices = useReturnChoices();
  const [chosen, setChosen] = useState<FlowSlab[]>([]);
  const [place, setPlace] = useState<{ warehouseId?: string; rackId: string | null }>({
    rackId: null,
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [editingMachines, setEditingMachines] = useState(false);

  const submit = useSubmitOnce(async (requestId) => {
    if (!place.warehouseId) return;
    setOutcome(null);
    try {
      const answer = await giveBack.mutateAsync({
        slabIds: chosen.map((s) => s.id),
        warehouseId: place.warehouseId,
        rackId: place.rackId,
        requestId,
      });
      setOutcome({ answer });
      setChosen([]);
    } catch (e) {
      // Nothing could be returned: the refusal carries the same list of removed slabs.
      const data = e instanceof ApiError ? returnSlabsData.safeParse(e.data) : null;
      setOutcome({ failure: (e as Error).message, answer: data?.success ? data.data : null });
    }
  });

  return (
    <div className="flow-stack">
      <Card
        variant="borderless"
        title={t('returns.title')}
        extra={
          can(...RETURN_ROUTE.perm.edit) && (
            <Button icon={<ToolOutlined />} onClick={() => setEditingMachines(true)}>
              {t('machine.open')}
            </Button>
          )
        }
      >
        <div className="flow-stack">
          <SlabChooser
            scanId="flow_return_scan"
            flow="return"
            slabs={choices.data?.slabs}
            loading={choices.isFetching}
            chosen={chosen}
            onChange={setChosen}
          />
          <Space wrap className="flow-touch">
            <WarehouseRackFields
              warehouses={choices.data?.warehouses ?? []}
              warehouseId={place.warehouseId}
              rackId={place.rackId}
              onChange={(next) => setPlace({ ...next })}
            />
            {can(...RETURN_ROUTE.perm.return) && (
              <Button
                type="primary"
                size="large"
                disabled={chosen.length === 0 || !place.warehouseId}
                loading={giveBack.isPending}
                onClick={() => void submit()}
              >
                {t('returns.submit')}
              </Button>
            )}
          </Space>
          {outcome && 'failure' in outcome && (
            <Alert type="error" showIcon title={outcome.failure} role="alert" />
          )}
          {outcome && !('failure' in outcome) && (
            <Alert
              type="success"
              showIcon
              title={t('returns.done', { count: outcome.answer.returned.length })}
            />
          )}
          {outcome?.answer && <ReturnNotice answer={outcome.answer} />}
        </div>
      </Card>
      <MovementHistory title={t('returns.history')} list={list} query={history} />
      <MachineTypeDrawer open={editingMachines} onClose={() => setEditingMachines(false)} />
    </div>
  );
}
