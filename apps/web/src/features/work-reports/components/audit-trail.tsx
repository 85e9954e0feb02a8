import { Input, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '@stone/shared';
import { workReportAuditBody } from '@stone/shared/production/work-reports';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useReportAudit } from '../api.ts';
import { AUDIT_ACTION } from '../work-report-status.ts';

type Entry = DataOf<'webReportWork/getReportAudit'>['list'][number];

/** Every report and undo, who did it and when, and the reason of each undo (leads only). */
export function AuditTrail() {
  const { t } = useTranslation('workReports');
  const list = useListScreen(workReportAuditBody);
  const audit = useReportAudit(list.body);
  const columns: TableColumnsType<Entry> = [
    {
      key: 'at',
      title: t('fields.reportedAt'),
      width: 140,
      render: (_v, e) => formatDateTime(e.at),
    },
    {
      key: 'action',
      title: t('fields.action'),
      width: 90,
      render: (_v, e) => <StatusTag status={AUDIT_ACTION} value={e.action} />,
    },
    { key: 'pieceCode', dataIndex: 'pieceCode', title: t('fields.piece'), width: 130 },
    { key: 'process', dataIndex: 'processName', title: t('fields.process'), width: 120 },
    { key: 'worker', dataIndex: 'workerName', title: t('fields.worker'), width: 110 },
    { key: 'actor', dataIndex: 'actorName', title: t('fields.actor'), width: 110 },
    { key: 'reason', dataIndex: 'reason', title: t('fields.reason'), width: 220 },
  ];
  return (
    <>
      <SearchForm
        fields={[
          {
            name: 'scan',
            label: t('fields.scan'),
            input: <Input allowClear style={{ width: 160 }} />,
          },
        ]}
        values={list.params.filters}
        onSearch={(values) => list.setFilters(values)}
        onRefresh={() => void audit.refetch()}
      />
      {audit.data?.total === 0 && (
        <Typography.Paragraph type="secondary">{t('list.auditEmpty')}</Typography.Paragraph>
      )}
      <CrudTable<Entry>
        tableId="workReportAudit"
        rowKey="id"
        columns={columns}
        data={audit.data}
        loading={audit.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
      />
    </>
  );
}
