import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { BigSlabItem } from '@stone/shared/materials/slabs';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { SLAB_DETAIL_ROUTE, SPACE_DETAIL_ROUTE } from '../material-routes.ts';
import { SLAB_STATUS } from '../material-status.ts';

/** The slab list's data columns; the actions column is added by the page. */
export function slabColumns(t: TFunction<'materials'>): TableColumnsType<BigSlabItem> {
  const num = (key: 'thicknessMm' | 'lengthMm' | 'widthMm' | 'areaM2') => ({
    key,
    dataIndex: key,
    title: t(`slab.${key}`),
    sorter: true,
    align: 'right' as const,
  });
  return [
    {
      key: 'barcode',
      dataIndex: 'barcode',
      title: t('slab.barcode'),
      sorter: true,
      fixed: 'left',
      render: (v: string, r) => <Link to={SLAB_DETAIL_ROUTE.to({ id: r.id })}>{v}</Link>,
    },
    { key: 'blockNo', dataIndex: 'blockNo', title: t('slab.blockNo'), sorter: true },
    { key: 'bundleNo', dataIndex: 'bundleNo', title: t('slab.bundleNo') },
    { key: 'slabNo', dataIndex: 'slabNo', title: t('slab.slabNo') },
    { key: 'material', dataIndex: 'material', title: t('slab.material'), sorter: true },
    num('thicknessMm'),
    num('lengthMm'),
    num('widthMm'),
    num('areaM2'),
    {
      key: 'warehouseName',
      dataIndex: 'warehouseName',
      title: t('slab.warehouse'),
      render: (v: string, r) => (
        <Link to={SPACE_DETAIL_ROUTE.to({ warehouseId: r.warehouseId })}>{v}</Link>
      ),
    },
    {
      key: 'rackNumber',
      dataIndex: 'rackNumber',
      title: t('slab.rack'),
      render: (v: string | null, r) =>
        v && r.rackId ? (
          <Link to={SPACE_DETAIL_ROUTE.to({ warehouseId: r.warehouseId, rackId: r.rackId })}>
            {v}
          </Link>
        ) : null,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('slab.status'),
      sorter: true,
      render: (v: string) => <StatusTag status={SLAB_STATUS} value={v} />,
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('slab.createdAt'),
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
  ];
}
