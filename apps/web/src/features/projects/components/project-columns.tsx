import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ProjectItem } from '@stone/shared/projects/list';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { DETAIL_ROUTE } from '../project-routes.ts';
import { PRODUCTION_STATUS, PROJECT_TYPE, REVIEW_STATUS } from '../project-status.ts';
import { formatYield } from './layout-types.ts';

/** The project list's data columns; the actions column is added by the page. */
export function projectColumns(t: TFunction<'projects'>): TableColumnsType<ProjectItem> {
  return [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('fields.name'),
      sorter: true,
      fixed: 'left',
      render: (v: string, r) => <Link to={DETAIL_ROUTE.to({ id: r.id })}>{v}</Link>,
    },
    { key: 'orderNo', dataIndex: 'orderNo', title: t('fields.orderNo'), sorter: true },
    { key: 'customerName', dataIndex: 'customerName', title: t('fields.customerName') },
    { key: 'customerBrand', dataIndex: 'customerBrand', title: t('fields.customerBrand') },
    {
      key: 'projectType',
      dataIndex: 'projectType',
      title: t('fields.projectType'),
      render: (v: string) => <StatusTag status={PROJECT_TYPE} value={v} />,
    },
    {
      key: 'reviewState',
      dataIndex: 'reviewState',
      title: t('fields.reviewState'),
      render: (v: string) => <StatusTag status={REVIEW_STATUS} value={v} />,
    },
    {
      key: 'productionState',
      dataIndex: 'productionState',
      title: t('fields.productionState'),
      render: (v: string, r) => (
        <>
          <StatusTag status={PRODUCTION_STATUS} value={v} />
          {r.terminated ? t('fields.terminated') : null}
        </>
      ),
    },
    { key: 'planeCount', dataIndex: 'planeCount', title: t('fields.planeCount') },
    { key: 'pieceCount', dataIndex: 'pieceCount', title: t('fields.pieceCount') },
    { key: 'totalAreaM2', dataIndex: 'totalAreaM2', title: t('fields.totalArea') },
    {
      key: 'yieldPercent',
      dataIndex: 'yieldPercent',
      title: t('fields.yield'),
      render: (v: string) => formatYield(v),
    },
    {
      key: 'deliveryAt',
      dataIndex: 'deliveryAt',
      title: t('fields.deliveryAt'),
      sorter: true,
      render: (v: string | null) => (v ? formatDateTime(v) : '–'),
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('fields.createdAt'),
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
  ];
}
