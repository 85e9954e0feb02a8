import { Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectProgressData } from '@stone/shared/projects/progress';
import { useProjectProgress } from '../api.ts';
import { TabEmpty } from './tab-empty.tsx';

type PlaneRow = ProjectProgressData['planes'][number];

// The second-processing tab is secondary-tab.tsx (issue 18: per plane × process, from work reports).

/** The processing tab: per plane, the accepted plan's slabs, how many are picked, on a saw, cut. */
export function ProcessingTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const progress = useProjectProgress(projectId);
  if (!progress.data) return <Spin />;
  const planes = progress.data.planes;
  if (planes.length === 0) return <TabEmpty text={t('detail.empty.processing')} />;
  return (
    <Table<PlaneRow>
      size="small"
      rowKey="planeId"
      pagination={false}
      dataSource={planes}
      columns={[
        { key: 'plane', dataIndex: 'planeName', title: t('tabFields.plane') },
        { key: 'planSlabs', dataIndex: 'planSlabCount', title: t('tabFields.planSlabs') },
        { key: 'picked', dataIndex: 'pickedCount', title: t('tabFields.picked') },
        { key: 'cutting', dataIndex: 'cuttingCount', title: t('tabFields.cutting') },
        { key: 'cut', dataIndex: 'cutCount', title: t('tabFields.cut') },
      ]}
    />
  );
}
