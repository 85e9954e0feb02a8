import { Space, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectProgressData } from '@stone/shared/projects/progress';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { useProjectProgress } from '../api.ts';
import { PIECE_STATUS } from '../../../components/piece-status/piece-status.ts';
import { TabEmpty } from './tab-empty.tsx';

type PlaneRow = ProjectProgressData['planes'][number];
type ProcessRow = ProjectProgressData['processes'][number];

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

/** The second-processing tab: pieces per process code, and where they stand. */
export function SecondProcessingTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const progress = useProjectProgress(projectId);
  if (!progress.data) return <Spin />;
  const processes = progress.data.processes;
  if (!processes.some((p) => p.processCode !== ''))
    return <TabEmpty text={t('detail.empty.secondProcessing')} />;
  return (
    <Table<ProcessRow>
      size="small"
      rowKey="processCode"
      pagination={false}
      dataSource={processes}
      columns={[
        {
          key: 'code',
          dataIndex: 'processCode',
          title: t('tabFields.processCode'),
          render: (v: string) => v || t('tabFields.noProcess'),
        },
        { key: 'pieces', dataIndex: 'pieceCount', title: t('tabFields.pieces') },
        { key: 'area', dataIndex: 'areaM2', title: t('tabFields.area') },
        {
          key: 'statuses',
          title: t('tabFields.statuses'),
          render: (_v, r) => (
            <Space wrap size={4}>
              {r.statuses.map((s) => (
                <Space key={s.status} size={2}>
                  <StatusTag status={PIECE_STATUS} value={s.status} />
                  <Tag>{s.count}</Tag>
                </Space>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}
