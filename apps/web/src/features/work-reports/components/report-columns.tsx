import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { WorkReportItem } from '@stone/shared/production/work-reports';
import { RowActions } from '../../../components/crud/row-actions.tsx';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { REPORT_WORK_ROUTE } from '../work-report-routes.ts';
import { PIECE_STATUS } from '../../../components/piece-status/piece-status.ts';

/**
 * The reports' columns; the default set fits 1440 px and scrolls sideways on a phone, the
 * piece code pinned left. `onUndo` only for those who may undo (the scan context's `canUndo`).
 */
export function reportColumns(
  t: TFunction<['workReports', 'crud']>,
  onUndo?: (report: WorkReportItem) => void,
): TableColumnsType<WorkReportItem> {
  const columns: TableColumnsType<WorkReportItem> = [
    {
      key: 'pieceCode',
      dataIndex: 'pieceCode',
      title: t('fields.piece'),
      width: 130,
      fixed: 'start',
    },
    { key: 'project', dataIndex: 'projectName', title: t('fields.project'), width: 160 },
    { key: 'plane', dataIndex: 'planeName', title: t('fields.plane'), width: 120 },
    { key: 'process', dataIndex: 'processName', title: t('fields.process'), width: 120 },
    { key: 'worker', dataIndex: 'workerName', title: t('fields.worker'), width: 110 },
    {
      key: 'reportedAt',
      title: t('fields.reportedAt'),
      width: 140,
      render: (_v, r) => formatDateTime(r.reportedAt),
    },
    {
      key: 'pieceStatus',
      title: t('fields.pieceStatus'),
      width: 130,
      render: (_v, r) => <StatusTag status={PIECE_STATUS} value={r.pieceStatus} />,
    },
  ];
  if (!onUndo) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t('crud:actions'),
      width: 90,
      render: (_v, r) => (
        <RowActions
          actions={[
            {
              key: 'undo',
              label: t('undo.action'),
              danger: true,
              perm: REPORT_WORK_ROUTE.perm.undo,
              onClick: () => onUndo(r),
            },
          ]}
        />
      ),
    },
  ];
}
