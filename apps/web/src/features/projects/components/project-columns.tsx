import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ProjectItem } from '@stone/shared/projects/list';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { DETAIL_ROUTE } from '../project-routes.ts';
import { PRODUCTION_STATUS, PROJECT_TYPE, REVIEW_STATUS } from '../project-status.ts';
import { formatYield } from './layout-types.ts';

/**
 * The project list's data columns; the actions column is added by the page. The default set
 * (without the `hidden` ones, which the column chooser adds) fits a 1440 px screen.
 */
export function projectColumns(t: TFunction<'projects'>): TableColumnsType<ProjectItem> {
  return [
    {
      key: 'name',
      width: 160,
      dataIndex: 'name',
      title: t('fields.name'),
      sorter: true,
      fixed: 'left',
      render: (v: string, r) => <Link to={DETAIL_ROUTE.to({ id: r.id })}>{v}</Link>,
    },
    { key: 'orderNo', width: 130, dataIndex: 'orderNo', title: t('fields.orderNo'), sorter: true },
    { key: 'customerName', width: 110, dataIndex: 'customerName', title: t('fields.customerName') },
    {
      key: 'customerBrand',
      width: 110,
      hidden: true,
      dataIndex: 'customerBrand',
      title: t('fields.customerBrand'),
    },
    {
      key: 'projectType',
      width: 100,
      dataIndex: 'projectType',
      title: t('fields.projectType'),
      render: (v: string) => <StatusTag status={PROJECT_TYPE} value={v} />,
    },
    {
      key: 'reviewState',
      width: 110,
      dataIndex: 'reviewState',
      title: t('fields.reviewState'),
      render: (v: string) => <StatusTag status={REVIEW_STATUS} value={v} />,
    },
    {
      key: 'productionState',
      width: 120,
      dataIndex: 'productionState',
      title: t('fields.productionState'),
      render: (v: string, r) => (
        <>
          <StatusTag status={PRODUCTION_STATUS} value={v} />
          {r.terminated ? t('fields.terminated') : null}
        </>
      ),
    },
    {
      key: 'planeCount',
      width: 80,
      hidden: true,
      dataIndex: 'planeCount',
      title: t('fields.planeCount'),
    },
    { key: 'pieceCount', width: 90, dataIndex: 'pieceCount', title: t('fields.pieceCount') },
    {
      key: 'totalAreaM2',
      width: 100,
      hidden: true,
      dataIndex: 'totalAreaM2',
      title: t('fields.totalArea'),
    },
    {
      key: 'yieldPercent',
      width: 80,
      dataIndex: 'yieldPercent',
      title: t('fields.yield'),
      render: (v: string) => formatYield(v),
    },
    {
      key: 'deliveryAt',
      width: 150,
      hidden: true,
      dataIndex: 'deliveryAt',
      title: t('fields.deliveryAt'),
      sorter: true,
      render: (v: string | null) => (v ? formatDateTime(v) : '–'),
    },
    {
      key: 'createdAt',
      width: 150,
      hidden: true,
      dataIndex: 'createdAt',
      title: t('fields.createdAt'),
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
  ];
}
