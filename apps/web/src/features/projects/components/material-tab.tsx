import { Spin, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanSlabItem } from '@stone/shared/projects/progress';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { dash, useTabPaging } from './tab-paging.ts';
import { usePlanSlabs } from '../api.ts';
import { PLAN_SLAB_STATUS } from '../project-status.ts';
import { formatYield } from './layout-types.ts';
import { TabEmpty } from './tab-empty.tsx';
import { MaterialSummary } from './material-summary.tsx';

/**
 * The material tab: the project's stone, slabs per plane and remnants, then every large slab the
 * accepted plans call for and what was picked for it.
 */
export function MaterialTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const { page, pagination } = useTabPaging();
  const slabs = usePlanSlabs({ projectId, ...page });
  if (!slabs.data) return <Spin />;
  // Stone, thickness, slabs per plane and remnants head the tab, planned or not (issue 18).
  const summary = <MaterialSummary projectId={projectId} />;
  if (slabs.data.total === 0)
    return (
      <>
        {summary}
        <TabEmpty text={t('detail.empty.material')} />
      </>
    );
  const columns: TableColumnsType<PlanSlabItem> = [
    { key: 'plane', dataIndex: 'planeName', title: t('tabFields.plane') },
    { key: 'seq', dataIndex: 'seq', title: t('tabFields.slab') },
    { key: 'size', title: t('tabFields.size'), render: (_v, r) => `${r.lengthMm} × ${r.widthMm}` },
    {
      key: 'yield',
      dataIndex: 'yieldPercent',
      title: t('tabFields.yield'),
      render: (v: string) => formatYield(v),
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('tabFields.state'),
      render: (v: string) => <StatusTag status={PLAN_SLAB_STATUS} value={v} />,
    },
    { key: 'barcode', dataIndex: 'barcode', title: t('tabFields.barcode'), render: dash },
    {
      key: 'origin',
      title: t('tabFields.blockBundleSlab'),
      render: (_v, r) =>
        r.blockNo ? `${r.blockNo} / ${r.bundleNo ?? ''} / ${r.slabNo ?? ''}` : '–',
    },
    { key: 'pickedAt', dataIndex: 'pickedAt', title: t('tabFields.pickedAt'), render: time },
    { key: 'cutAt', dataIndex: 'cutAt', title: t('tabFields.cutAt'), render: time },
  ];
  return (
    <>
      {summary}
      <Table<PlanSlabItem>
        size="small"
        rowKey="layoutId"
        columns={columns}
        dataSource={slabs.data.list}
        loading={slabs.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagination(slabs.data.total)}
      />
    </>
  );
}

const time = (v: string | null) => (v ? formatDateTime(v) : '–');
