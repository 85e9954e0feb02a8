import { Alert, Empty, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { DataOf } from '@stone/shared';
import { useCan } from '../../../components/crud/use-permission.ts';
import { canOpen } from '../../../lib/permissions.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { usePickingList, usePickSlab, usePickProjects } from '../api.ts';
import { MATERIAL_DETAILS_ROUTE, PICKING_ROUTE } from '../flow-routes.ts';
import { CandidatesCard } from './candidates-card.tsx';
import { PickingTable } from './picking-table.tsx';
import { ScanField } from './scan-field.tsx';

type Picked = DataOf<'webPicking/pickSlab'> & { barcode: string };

/** The "Pick for a project" tab: a project's plan slabs, picked by scanning their barcodes. */
export function PickForProject() {
  const { t } = useTranslation('materialFlows');
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const projectId = search.get('projectId') ?? '';
  const projects = usePickProjects();
  const list = usePickingList(projectId);
  const pick = usePickSlab();
  const [layoutId, setLayoutId] = useState('');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canPick = can(...PICKING_ROUTE.perm.pick);
  const user = useUserInfo().data;
  // The details screen is its own route: the link shows only to roles that may open it.
  const canSeeDetails = !!user && canOpen(user, MATERIAL_DETAILS_ROUTE.name);

  const scan = async (barcode: string, layout?: string) => {
    setPicked(null);
    setFailure(null);
    const answer = await pick.mutateAsync({
      projectId,
      barcode,
      ...(layout ? { layoutId: layout } : {}),
    });
    setPicked({ ...answer, barcode });
  };
  // The server lists only approved, live projects with an accepted plan.
  const options = (projects.data?.list ?? []).map((p) => ({
    value: p.id,
    label: `${p.orderNo} ${p.name}`,
  }));
  const data = list.data;

  return (
    <div className="flow-stack">
      <Space wrap>
        <Select
          id="flow_project"
          size="large"
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 520, maxWidth: '100%' }}
          placeholder={t('picking.chooseProject')}
          loading={projects.isLoading}
          options={options}
          value={projectId || undefined}
          onChange={(id: string) => {
            setPicked(null);
            setLayoutId('');
            setSearch({ tab: 'pick', projectId: id });
          }}
        />
        {projectId && canSeeDetails && (
          <Link className="flow-details-link" to={MATERIAL_DETAILS_ROUTE.to({ id: projectId })}>
            {t('details.open')}
          </Link>
        )}
      </Space>
      {!projectId && <Empty description={t('picking.noProject')} />}
      {projectId && canPick && (
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
      {projectId && list.isLoading && <PickingTable rows={[]} loading onCandidates={() => {}} />}
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
