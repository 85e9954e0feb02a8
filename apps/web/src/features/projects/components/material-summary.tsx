import { Descriptions, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SolutionMaterialData } from '@stone/shared/projects/material-tab';
import { formatDateTime } from '../../../lib/dates.ts';
import { useProjectMaterial } from '../secondary-api.ts';
import { formatYield } from './layout-types.ts';
import { dash } from './tab-paging.ts';

type PlaneRow = SolutionMaterialData['planes'][number];
type RemnantRow = SolutionMaterialData['remnants'][number];

/** The material tab's head (issue 18): stone, thickness, slabs per plane, remnants of its cuts. */
export function MaterialSummary({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('projects');
  const material = useProjectMaterial(projectId);
  const data = material.data;
  if (!data?.planes) return null;
  const stone = data.material;
  const stoneName = stone
    ? `${i18n.language.startsWith('zh') ? stone.nameZh : stone.nameEn || stone.nameZh} (${stone.code})`
    : t('materialTab.noMaterial');
  const planeColumns: TableColumnsType<PlaneRow> = [
    { key: 'plane', dataIndex: 'planeName', title: t('tabFields.plane'), width: 160 },
    { key: 'slabs', dataIndex: 'planSlabCount', title: t('tabFields.planSlabs'), width: 100 },
    { key: 'area', dataIndex: 'slabAreaM2', title: t('materialTab.slabArea'), width: 130 },
    {
      key: 'yield',
      dataIndex: 'yieldPercent',
      title: t('tabFields.yield'),
      width: 100,
      render: (v: string) => formatYield(v),
    },
    { key: 'picked', dataIndex: 'pickedCount', title: t('tabFields.picked'), width: 90 },
    { key: 'cut', dataIndex: 'cutCount', title: t('tabFields.cut'), width: 90 },
  ];
  const remnantColumns: TableColumnsType<RemnantRow> = [
    { key: 'barcode', dataIndex: 'barcode', title: t('tabFields.barcode'), width: 160 },
    {
      key: 'size',
      title: t('materialTab.remnantSize'),
      width: 130,
      render: (_v, r) => `${r.lengthMm} × ${r.widthMm}`,
    },
    { key: 'area', dataIndex: 'areaM2', title: t('tabFields.area'), width: 100 },
    {
      key: 'warehouse',
      dataIndex: 'warehouseName',
      title: t('materialTab.warehouse'),
      width: 140,
      render: dash,
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('materialTab.createdAt'),
      width: 160,
      render: (v: string) => formatDateTime(v),
    },
  ];
  return (
    <Flex vertical gap="small" style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
        <Descriptions.Item label={t('materialTab.material')}>{stoneName}</Descriptions.Item>
        <Descriptions.Item label={t('materialTab.thickness')}>
          {t('materialTab.thicknessValue', { mm: data.thicknessMm })}
        </Descriptions.Item>
        <Descriptions.Item label={t('materialTab.remnantCount')}>
          {data.remnantCount}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text strong>{t('materialTab.planesTitle')}</Typography.Text>
      <Table<PlaneRow>
        size="small"
        rowKey="planeId"
        pagination={false}
        columns={planeColumns}
        dataSource={data.planes}
        scroll={{ x: 'max-content' }}
      />
      {data.remnants.length > 0 ? (
        <>
          <Typography.Text strong>{t('materialTab.remnantsTitle')}</Typography.Text>
          <Table<RemnantRow>
            size="small"
            rowKey="id"
            pagination={false}
            columns={remnantColumns}
            dataSource={data.remnants}
            scroll={{ x: 'max-content', y: 320 }}
          />
        </>
      ) : null}
      <Typography.Text strong>{t('materialTab.planSlabsTitle')}</Typography.Text>
    </Flex>
  );
}
