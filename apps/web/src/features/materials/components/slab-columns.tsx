import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { BigSlabItem } from '@stone/shared/materials/slabs';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { SLAB_DETAIL_ROUTE, SPACE_DETAIL_ROUTE } from '../material-routes.ts';
import { SLAB_STATUS } from '../material-status.ts';

/**
 * The slab list's data columns; the actions column is added by the page. The default set
 * (without the `hidden` ones, which the column chooser adds) fits a 1440 px screen.
 */
export function slabColumns(t: TFunction<'materials'>): TableColumnsType<BigSlabItem> {
  const num = (key: 'thicknessMm' | 'lengthMm' | 'widthMm' | 'areaM2') => ({
    key,
    dataIndex: key,
    title: t(`slab.${key}`),
    sorter: true,
    align: 'right' as const,
    width: 90,
    // Area is shown on the slab's page; the list keeps the three sizes by default.
    hidden: key === 'areaM2',
  });
  return [
    {
      key: 'barcode',
      width: 150,
      dataIndex: 'barcode',
      title: t('slab.barcode'),
      sorter: true,
      fixed: 'left',
      render: (v: string, r) => <Link to={SLAB_DETAIL_ROUTE.to({ id: r.id })}>{v}</Link>,
    },
    {
      key: 'blockNo',
      width: 110,
      hidden: true,
      dataIndex: 'blockNo',
      title: t('slab.blockNo'),
      sorter: true,
    },
    { key: 'bundleNo', width: 100, hidden: true, dataIndex: 'bundleNo', title: t('slab.bundleNo') },
    { key: 'slabNo', width: 90, hidden: true, dataIndex: 'slabNo', title: t('slab.slabNo') },
    { key: 'material', width: 110, dataIndex: 'material', title: t('slab.material'), sorter: true },
    num('thicknessMm'),
    num('lengthMm'),
    num('widthMm'),
    num('areaM2'),
    {
      key: 'warehouseName',
      width: 110,
      dataIndex: 'warehouseName',
      title: t('slab.warehouse'),
      render: (v: string, r) => (
        <Link to={SPACE_DETAIL_ROUTE.to({ warehouseId: r.warehouseId })}>{v}</Link>
      ),
    },
    {
      key: 'rackNumber',
      width: 80,
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
      width: 100,
      dataIndex: 'status',
      title: t('slab.status'),
      sorter: true,
      render: (v: string) => <StatusTag status={SLAB_STATUS} value={v} />,
    },
    {
      key: 'createdAt',
      width: 150,
      hidden: true,
      dataIndex: 'createdAt',
      title: t('slab.createdAt'),
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
  ];
}
