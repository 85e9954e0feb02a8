import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  workReportListBody,
  type ScanContextData,
  type WorkReportItem,
} from '@stone/shared/production/work-reports';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useReportList } from '../api.ts';
import { reportColumns } from './report-columns.tsx';
import { reportFilters, today } from './report-filters.tsx';
import { UndoModal } from './undo-modal.tsx';

type Choice = { value: string; label: string };

/**
 * The reports, newest first, of today unless the URL names a range. The server answers a
 * member without `undo` with their own reports only; a lead gets the worker filter and Undo.
 */
export function ReportList({ context }: { context: ScanContextData }) {
  const { t } = useTranslation(['workReports', 'crud']);
  const list = useListScreen(workReportListBody);
  const ranged = list.body.fromDay !== undefined || list.body.toDay !== undefined;
  const range: Record<string, string> = ranged ? {} : { fromDay: today(), toDay: today() };
  const reports = useReportList({ ...list.body, ...range });
  const [undoing, setUndoing] = useState<WorkReportItem | null>(null);
  const workers = useSeenWorkers(reports.data?.list);
  const processes = context.processes.map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }));

  return (
    <>
      <SearchForm
        fields={reportFilters(t, { processes, workers: context.canUndo ? workers : null })}
        values={{ ...list.params.filters, ...range }}
        onSearch={(values) => list.setFilters(values)}
        onRefresh={() => void reports.refetch()}
      />
      {reports.data?.total === 0 && (
        <Typography.Paragraph type="secondary">{t('list.empty')}</Typography.Paragraph>
      )}
      <CrudTable<WorkReportItem>
        tableId="workReports"
        rowKey="id"
        columns={reportColumns(t, context.canUndo ? setUndoing : undefined)}
        data={reports.data}
        loading={reports.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
      />
      <UndoModal report={undoing} onClose={() => setUndoing(null)} />
    </>
  );
}

/**
 * The workers a lead can filter by: everyone seen in the lists so far (no member list is read,
 * which would need the members screen's permission), kept while a filter narrows the rows.
 */
function useSeenWorkers(rows: WorkReportItem[] | undefined): Choice[] {
  const [seen, setSeen] = useState<{ rows?: WorkReportItem[]; workers: Map<string, string> }>({
    workers: new Map(),
  });
  if (rows && rows !== seen.rows) {
    const workers = new Map(seen.workers);
    for (const r of rows) workers.set(r.workerId, r.workerName);
    setSeen({ rows, workers });
  }
  return [...seen.workers].map(([value, label]) => ({ value, label }));
}
