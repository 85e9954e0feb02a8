import { Button, Space, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { CuttingRecordItem } from '@stone/shared/cutting/schemas';
import { formatDateTime } from '../../../lib/dates.ts';
import { DEVICE_ROUTE, SLAB_ROUTE } from '../cutting-routes.ts';

type Item = CuttingRecordItem;
const dash = (v: string | null) => v ?? '—';

/**
 * The cutting data columns. The default set (the ones not `hidden`, which the column chooser
 * adds) fits a 1440 px screen; the actions column is pinned right by the table.
 */
export function cuttingColumns(t: TFunction<'cutting'>): TableColumnsType<Item> {
  const num = (key: 'cutLengthM' | 'areaM2' | 'consumptionM2' | 'slabArea', title: string) => ({
    key,
    dataIndex: key,
    title,
    align: 'right' as const,
    width: 110,
  });
  return [
    {
      key: 'cutAt',
      title: t('fields.cutAt'),
      width: 140,
      fixed: 'left',
      render: (_v, r) => formatDateTime(r.cutAt),
    },
    {
      key: 'barcode',
      title: t('fields.barcode'),
      width: 140,
      render: (_v, r) => <Link to={SLAB_ROUTE.to({ id: r.slabId })}>{r.barcode}</Link>,
    },
    {
      key: 'device',
      title: t('fields.device'),
      width: 100,
      render: (_v, r) =>
        r.deviceId && r.deviceCode ? (
          <Link to={DEVICE_ROUTE.to({ id: r.deviceId })}>{r.deviceCode}</Link>
        ) : (
          dash(r.deviceCode)
        ),
    },
    {
      key: 'table',
      title: t('fields.table'),
      width: 70,
      hidden: true,
      render: (_v, r) => dash(r.deviceTable),
    },
    { key: 'operator', dataIndex: 'operatorName', title: t('fields.operator'), width: 110 },
    {
      key: 'project',
      title: t('fields.project'),
      // With the other default columns: 1,080 px, inside a 1440 px window's list (list-fit e2e).
      width: 140,
      render: (_v, r) => dash(r.projectName),
    },
    num('areaM2', t('fields.area')),
    num('cutLengthM', t('fields.cutLength')),
    {
      key: 'yield',
      dataIndex: 'yieldPercent',
      title: t('fields.yield'),
      align: 'right',
      width: 90,
    },
    {
      key: 'rectYield',
      dataIndex: 'rectYieldPercent',
      title: t('fields.rectYield'),
      align: 'right',
      width: 120,
      hidden: true,
    },
    { ...num('consumptionM2', t('fields.consumption')), hidden: true },
    { ...num('slabArea', t('fields.slabArea')), hidden: true },
    {
      key: 'pieces',
      dataIndex: 'pieceCount',
      title: t('fields.pieces'),
      width: 80,
      align: 'right',
      hidden: true,
    },
    {
      key: 'plan',
      title: t('fields.plan'),
      width: 200,
      hidden: true,
      render: (_v, r) => t('planSlab', { seq: r.planSeq, size: r.planSize }),
    },
    { key: 'blockNo', dataIndex: 'blockNo', title: t('fields.blockNo'), width: 110, hidden: true },
    {
      key: 'bundleNo',
      dataIndex: 'bundleNo',
      title: t('fields.bundleNo'),
      width: 90,
      hidden: true,
    },
    { key: 'slabNo', dataIndex: 'slabNo', title: t('fields.slabNo'), width: 80, hidden: true },
    {
      key: 'material',
      title: t('fields.material'),
      width: 140,
      hidden: true,
      render: (_v, r) => dash(r.materialName),
    },
    {
      key: 'taskType',
      title: t('fields.taskType'),
      width: 90,
      hidden: true,
      render: (_v, r) => <Tag>{t(`taskType.${r.taskType}`)}</Tag>,
    },
    {
      key: 'status',
      title: t('fields.status'),
      width: 90,
      hidden: true,
      render: (_v, r) => <Tag color="success">{t(`status.${r.status}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('fields.actions'),
      width: 140,
      render: (_v, r) => (
        <Space size={0}>
          <Link to={SLAB_ROUTE.to({ id: r.slabId })}>
            <Button type="link" size="small">
              {t('actions.slab')}
            </Button>
          </Link>
          {r.deviceId ? (
            <Link to={DEVICE_ROUTE.to({ id: r.deviceId })}>
              <Button type="link" size="small">
                {t('actions.device')}
              </Button>
            </Link>
          ) : null}
        </Space>
      ),
    },
  ];
}
