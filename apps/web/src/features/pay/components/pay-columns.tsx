import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataOf } from '@stone/shared';
import type { PayWorkerItem } from '@stone/shared/pay/pay';
import { formatDateTime } from '../../../lib/dates.ts';
import { KIND_ROUTES } from '../pay-routes.ts';

const money = (key: keyof PayWorkerItem, title: string) => ({
  key,
  dataIndex: key,
  title,
  align: 'right' as const,
  width: 130,
});

/** Workers' totals; each name opens that worker's reports with the same range. */
export function payColumns(
  t: TFunction<'pay'>,
  range: Record<string, string>,
): TableColumnsType<PayWorkerItem> {
  return [
    {
      key: 'worker',
      title: t('fields.worker'),
      width: 160,
      fixed: 'left',
      render: (_v, r) => (
        <Link to={KIND_ROUTES.cutting.to({ ...range, workerId: r.workerId })}>
          {r.workerName || r.workerId}
        </Link>
      ),
    },
    { key: 'reportCount', dataIndex: 'reportCount', title: t('fields.reportCount'), width: 90 },
    money('reportedAmount', t('fields.reported')),
    money('ownAmount', t('fields.own')),
    money('teamAmount', t('fields.team')),
    money('totalAmount', t('fields.total')),
  ];
}

type Report = DataOf<'webPerformance/getWorkerReports'>['list'][number];
type Unit = 'perMetre' | 'perPiece' | 'perSquareMetre';
const isUnit = (u: string): u is Unit =>
  u === 'perMetre' || u === 'perPiece' || u === 'perSquareMetre';

/** One worker's reports, each with the quantity it was priced on and what it is worth. */
export function reportColumns(t: TFunction<'pay'>): TableColumnsType<Report> {
  return [
    {
      key: 'reportedAt',
      title: t('fields.reportedAt'),
      width: 150,
      render: (_v, r) => formatDateTime(r.reportedAt),
    },
    { key: 'piece', dataIndex: 'pieceCode', title: t('fields.piece'), width: 130 },
    { key: 'project', dataIndex: 'projectName', title: t('fields.project'), width: 160 },
    { key: 'process', dataIndex: 'processName', title: t('fields.process'), width: 130 },
    {
      key: 'quantity',
      title: t('fields.quantity'),
      width: 120,
      align: 'right',
      render: (_v, r) => `${r.quantity} ${isUnit(r.unit) ? t(`units.${r.unit}`) : ''}`,
    },
    { key: 'fee', dataIndex: 'fee', title: t('fields.fee'), width: 100, align: 'right' },
    { key: 'amount', dataIndex: 'amount', title: t('fields.amount'), width: 110, align: 'right' },
    {
      key: 'team',
      title: t('fields.teamName'),
      width: 120,
      render: (_v, r) => r.teamName ?? '—',
    },
  ];
}
