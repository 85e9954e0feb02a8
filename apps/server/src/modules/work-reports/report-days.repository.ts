// Day totals of work reports (work_report_days, migration w03; docs/adr/0022): per factory day
// (UTC+8), worker and process, the reports' count, value and pieces' net area. Written in the
// report's or undo's own transaction by work-reports.repository.ts, which every writer of
// work_reports goes through, so pay, month targets and the boards read at most
// days × workers × processes rows instead of a month of reports.
import { sql } from 'kysely';
import { addDays, dayStartIso, factoryDay } from '@stone/shared/cutting/days';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

/** What one report adds to its day row. */
export type DayPart = {
  reported_at: string;
  worker_id: string;
  process_id: string;
  value_cents: number | string;
  area_mm2: number;
};

type DayRow = {
  day: string;
  worker_id: string;
  process_id: string;
  report_count: number;
  value_cents: number;
  area_mm2: number;
};

/** The reports summed per day row, keys sorted (see below). */
function dayRowsOf(reports: readonly DayPart[], sign: 1 | -1): DayRow[] {
  const rows = new Map<string, DayRow>();
  for (const r of reports) {
    const day = factoryDay(r.reported_at);
    const key = `${day}\u0000${r.worker_id}\u0000${r.process_id}`;
    const row = rows.get(key) ?? {
      day,
      worker_id: r.worker_id,
      process_id: r.process_id,
      report_count: 0,
      value_cents: 0,
      area_mm2: 0,
    };
    row.report_count += sign;
    row.value_cents += sign * Number(r.value_cents);
    row.area_mm2 += sign * r.area_mm2;
    rows.set(key, row);
  }
  // Two transactions touching the same day rows lock them in the same order on PostgreSQL.
  return [...rows.keys()].sort().map((k) => rows.get(k)!);
}

/**
 * Adds reports to their day rows (made on first use), or with `sign` −1 takes them off again for
 * an undo; a row left with no report is removed, so pay lists no worker with nothing reported.
 * Call it in the transaction that writes or deletes the reports.
 */
export async function addToReportDays(
  org: OrgScope,
  reports: readonly DayPart[],
  sign: 1 | -1,
): Promise<void> {
  const rows = dayRowsOf(reports, sign);
  if (rows.length === 0) return;
  await org
    .insertInto('work_report_days')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['org_id', 'day', 'worker_id', 'process_id']).doUpdateSet({
        report_count: sql`work_report_days.report_count + excluded.report_count`,
        value_cents: sql`work_report_days.value_cents + excluded.value_cents`,
        area_mm2: sql`work_report_days.area_mm2 + excluded.area_mm2`,
      }),
    )
    .execute();
  if (sign > 0) return;
  for (const r of rows)
    await org
      .deleteFrom('work_report_days')
      .where('day', '=', r.day)
      .where('worker_id', '=', r.worker_id)
      .where('process_id', '=', r.process_id)
      .where('report_count', '<=', 0)
      .execute();
}

/**
 * The SQL twin of `reportValue` over a process `c` and a piece `s`, in integers on both
 * databases: (2·fee·q + per) div (2·per). For writers that insert reports in bulk by SQL.
 */
export const reportValueSql = sql<number>`case c.unit
  when 'perMetre' then (2 * cast(c.fee as bigint) * cast(round(2 * (s.width_mm + s.height_mm)) as bigint) + 1000) / 2000
  when 'perSquareMetre' then (2 * cast(c.fee as bigint) * cast(round(s.area_mm2) as bigint) + 1000000) / 2000000
  else cast(c.fee as bigint) end`;

/**
 * Rebuilds the enterprise's day rows from its reports, one factory day per statement through the
 * (org, time) index. For writers that insert reports in bulk by SQL (the benchmarks' seeds),
 * which call it once after; everything else writes through `insertReports`.
 */
export async function recountReportDays(org: OrgScope): Promise<void> {
  await org.deleteFrom('work_report_days').execute();
  const span = await org
    .selectFrom('work_reports')
    .select((eb) => [eb.fn.min('reported_at').as('first'), eb.fn.max('reported_at').as('last')])
    .executeTakeFirst();
  if (!span?.first || !span.last) return;
  const last = factoryDay(span.last);
  for (let day = factoryDay(span.first); day <= last; day = addDays(day, 1)) {
    const sums = org
      .selectFrom('work_reports as r')
      .leftJoin('project_slabs as s', (j) =>
        j.onRef('s.id', '=', 'r.piece_id').on(sameOrg('s', 'r')),
      )
      .select((eb) => [
        'r.org_id',
        sql<string>`cast(${day} as text)`.as('day'),
        'r.worker_id',
        'r.process_id',
        eb.fn.countAll<number>().as('report_count'),
        sql<number>`sum(r.value_cents)`.as('value_cents'),
        sql<number>`coalesce(sum(s.area_mm2), 0)`.as('area_mm2'),
      ])
      .where('r.reported_at', '>=', dayStartIso(day))
      .where('r.reported_at', '<', dayStartIso(addDays(day, 1)))
      .groupBy(['r.org_id', 'r.worker_id', 'r.process_id']);
    await org.db
      .insertInto('work_report_days')
      .columns([
        'org_id',
        'day',
        'worker_id',
        'process_id',
        'report_count',
        'value_cents',
        'area_mm2',
      ])
      .expression(sums)
      .execute();
  }
}
