import { Alert, Empty, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DataOf } from '@stone/shared';
import { useCan } from '../../../components/crud/use-permission.ts';
import { usePickingList, usePickSlab, useProjects } from '../api.ts';
import { PICKING_ROUTE } from '../flow-routes.ts';
import { CandidatesCard } from './candidates-card.tsx';
import { PickingTable } from './picking-table.tsx';
import { ScanField } from './scan-field.tsx';

type Picked = DataOf<'webPicking/pickSlab'> & { barcode: string };

/** Projects that may be picked for: approved, so their accepted plan is final. */
const APPROVED = new Set(['reviewed', 'done']);

/** The "Pick for a project" tab: a project's plan slabs, picked by scanning their barcodes. */
export function PickForProject() {
  const { t } = useTranslation('materialFlows');
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const solutionId = search.get('solutionId') ?? '';
  const projects = useProjects();
  const list = usePickingList(solutionId);
  const pick = usePickSlab();
  const [layoutId, setLayoutId] = useState('');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canPick = can(...PICKING_ROUTE.perm.pick);

  const scan = async (barcode: string, layout?: string) => {
    setPicked(null);
    setFailure(null);
    const answer = await pick.mutateAsync({
      solutionId,
      barcode,
      ...(layout ? { layoutId: layout } : {}),
    });
    setPicked({ ...answer, barcode });
  };
  const options = (projects.data?.list ?? [])
    .filter((p) => APPROVED.has(p.reviewState) && !p.archived && !p.terminated)
    .map((p) => ({ value: p.id, label: `${p.orderNo} ${p.name}` }));
  const data = list.data;

  return (
    <div className="flow-stack">
      <Select
        id="flow_project"
        size="large"
        showSearch={{ optionFilterProp: 'label' }}
        style={{ maxWidth: 520 }}
        placeholder={t('picking.chooseProject')}
        loading={projects.isLoading}
        options={options}
        value={solutionId || undefined}
        onChange={(id: string) => {
          setPicked(null);
          setLayoutId('');
          setSearch({ tab: 'pick', solutionId: id });
        }}
      />
      {!solutionId && <Empty description={t('picking.noProject')} />}
      {solutionId && canPick && (
        <ScanField id="flow_pick_scan" placeholder={t('picking.scanHint')} onScan={scan} />
      )}
      {picked && (
        <Alert
          type="success"
          showIcon
          title={t('picking.pickedMessage', {
            barcode: picked.barcode,
            plane: picked.planeName,
            seq: picked.seq,
          })}
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} />}
      {data && (
        <div className="flow-stack">
          <Typography.Text strong>
            {t('picking.progress', {
              picked: data.pickedCount,
              total: data.totalCount,
              material: data.material,
              thickness: data.thicknessMm,
            })}
          </Typography.Text>
          <PickingTable rows={data.rows} loading={list.isFetching} onCandidates={setLayoutId} />
        </div>
      )}
      {solutionId && list.isLoading && <PickingTable rows={[]} loading onCandidates={() => {}} />}
      {layoutId && data && (
        <CandidatesCard
          row={data.rows.find((r) => r.layoutId === layoutId)}
          canPick={canPick}
          onPick={(barcode) =>
            void scan(barcode, layoutId).catch((e: Error) => setFailure(e.message))
          }
          onClose={() => setLayoutId('')}
        />
      )}
    </div>
  );
}
