// The lists of work reports and of their audit trail (issue 17), newest first. A page is chosen
// on the report rows alone through their (org, filter column, time, id) indexes, then joined to
// the names it shows, so an enterprise with a million reports never joins more than a page.
import type { z } from 'zod';
import type { DataOf } from '@stone/shared';
import { addDays, dayStartIso, factoryDay } from '@stone/shared/cutting/days';
import { isPieceState } from '@stone/shared/production/piece-lifecycle';
import { pieceIdOfScan } from '@stone/shared/production/piece-label';
import type {
  workReportAuditBody,
  workReportListBody,
} from '@stone/shared/production/work-reports';
import { sql, type SelectQueryBuilder } from 'kysely';
import { cappedTotal, pageOf, type ListPaging } from '../../db/list-query.ts';
import type { Database } from '../../tables.ts';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { invalid } from '../../lib/app-error.ts';
import { routeReader } from '../processes/processes.service.ts';
import { isShopStep } from './work-reports.service.ts';

type ListBody = z.output<typeof workReportListBody>;

/** Today unless a range is named; a range is at most a year (as the cutting data's). */
function rangeOf(q: ListBody) {
  const today = factoryDay(new Date());
  const fromDay = q.fromDay ?? q.toDay ?? today;
  const toDay = q.toDay ?? q.fromDay ?? today;
  if (fromDay > toDay || addDays(fromDay, 366) < toDay) throw invalid('cutting.badRange');
  return { fromIso: dayStartIso(fromDay), toIso: dayStartIso(addDays(toDay, 1)) };
}

type ReportTable = 'work_reports' | 'work_report_audit';

/**
 * A page of ids, newest first by `time`, and the capped total, chosen on the filtered rows alone
 * (the caller joins the names for just these).
 */
async function newestPage<T extends ReportTable>(
  org: OrgScope,
  filtered: SelectQueryBuilder<Database, T, object>,
  time: 'reported_at' | 'at',
  q: ListPaging,
) {
  const page = pageOf(q);
  const total = await cappedTotal(org.db, filtered, page);
  const chosen = await filtered
    .select(sql<string>`id`.as('id'))
    .orderBy(sql.ref(time), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { ids: chosen.map((c) => c.id), total };
}

/** Joined rows put back in the page's order. */
function inPageOrder<R extends { id: string }>(rows: R[], ids: string[]) {
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
}

export async function reportList(
  org: OrgScope,
  q: ListBody & { onlyWorkerId: string | null },
): Promise<DataOf<'webReportWork/getReportList'>> {
  const { fromIso, toIso } = rangeOf(q);
  let ids = org
    .selectFrom('work_reports')
    .where('reported_at', '>=', fromIso)
    .where('reported_at', '<', toIso);
  const workerId = q.onlyWorkerId ?? q.workerId;
  if (workerId) ids = ids.where('worker_id', '=', workerId);
  if (q.processId) ids = ids.where('process_id', '=', q.processId);
  if (q.projectId) ids = ids.where('project_id', '=', q.projectId);
  if (q.scan) ids = ids.where('piece_id', '=', pieceIdOfScan(q.scan) ?? '');
  const { ids: chosen, total } = await newestPage(org, ids, 'reported_at', q);
  const rows = chosen.length
    ? await org
        .selectFrom('work_reports as r')
        .innerJoin('project_slabs as s', (j) =>
          j.onRef('s.id', '=', 'r.piece_id').on(sameOrg('s', 'r')),
        )
        .innerJoin('projects as p', (j) =>
          j.onRef('p.id', '=', 's.project_id').on(sameOrg('p', 's')),
        )
        .innerJoin('planes as l', (j) => j.onRef('l.id', '=', 's.plane_id').on(sameOrg('l', 's')))
        .leftJoin('processes as c', (j) =>
          j.onRef('c.id', '=', 'r.process_id').on(sameOrg('c', 'r')),
        )
        .leftJoin('users as u', 'u.id', 'r.worker_id')
        .select([
          'r.id',
          'r.piece_id',
          'r.project_id',
          'r.process_id',
          'r.step',
          'r.worker_id',
          'r.reported_at',
          's.code as piece_code',
          's.status',
          's.process_code',
          'p.name as project_name',
          'l.id as plane_id',
          'l.name as plane_name',
          'c.code as process_code_of_step',
          'c.name as process_name',
          'u.nickname as worker_name',
        ])
        .where('r.id', 'in', chosen)
        .execute()
    : [];
  inPageOrder(rows, chosen);
  const routeOf = routeReader(org);
  const routes = new Map<string, Awaited<ReturnType<typeof routeOf>>>();
  for (const r of rows) routes.set(r.process_code, await routeOf(r.process_code));
  return {
    list: rows.map((r) => ({
      id: r.id,
      pieceId: r.piece_id,
      pieceCode: r.piece_code,
      projectId: r.project_id,
      projectName: r.project_name,
      planeId: r.plane_id,
      planeName: r.plane_name,
      processId: r.process_id,
      processCode: r.process_code_of_step ?? '',
      processName: r.process_name ?? '',
      workerId: r.worker_id,
      workerName: r.worker_name ?? '',
      reportedAt: r.reported_at,
      pieceStatus: isPieceState(r.status) ? r.status : 'processing',
      // The next step this screen takes; kit check and packing are scanned on their own.
      nextProcessName:
        routes.get(r.process_code)?.find((s, i) => i > r.step && isShopStep(s))?.name ?? null,
    })),
    ...total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export async function reportAudit(
  org: OrgScope,
  q: z.output<typeof workReportAuditBody>,
): Promise<DataOf<'webReportWork/getReportAudit'>> {
  let ids = org.selectFrom('work_report_audit');
  if (q.scan) ids = ids.where('piece_id', '=', pieceIdOfScan(q.scan) ?? '');
  const { ids: chosen, total } = await newestPage(org, ids, 'at', q);
  const rows = chosen.length
    ? await org
        .selectFrom('work_report_audit as a')
        .leftJoin('project_slabs as s', (j) =>
          j.onRef('s.id', '=', 'a.piece_id').on(sameOrg('s', 'a')),
        )
        .leftJoin('processes as c', (j) =>
          j.onRef('c.id', '=', 'a.process_id').on(sameOrg('c', 'a')),
        )
        .leftJoin('users as w', 'w.id', 'a.worker_id')
        .leftJoin('users as u', 'u.id', 'a.actor_id')
        .select([
          'a.id',
          'a.action',
          'a.report_id',
          'a.reason',
          'a.at',
          's.code as piece_code',
          'c.name as process_name',
          'w.nickname as worker_name',
          'u.nickname as actor_name',
        ])
        .where('a.id', 'in', chosen)
        .execute()
    : [];
  inPageOrder(rows, chosen);
  return {
    list: rows.map((r) => ({
      id: r.id,
      action: r.action,
      reportId: r.report_id,
      pieceCode: r.piece_code ?? '',
      processName: r.process_name ?? '',
      workerName: r.worker_name ?? '',
      actorName: r.actor_name ?? '',
      reason: r.reason,
      at: r.at,
    })),
    ...total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
