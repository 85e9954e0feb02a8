import { sql, type Kysely } from 'kysely';

/*
 * Issue 20: a month's pay over a million work reports in under 2 s on both databases
 * (docs/adr/0022). Pay summed every report's value on demand, joined to its piece and process;
 * on SQLite that took seconds. Now:
 * - each report keeps its value (cents), and the fee and unit it was computed with, frozen when
 *   it is written, so a fee changed later changes no past report and the drill-down's lines
 *   stay true and add up to the total;
 * - work_report_days keeps per factory day (UTC+8), worker and process the reports' count, value
 *   and pieces' net area, written in the report's and the undo's transaction (as cutting_days is
 *   for cuts, k01), so pay, month targets and the boards read days × workers × processes rows.
 *
 * The backfill values existing reports at today's fees (there is no fee history), with the rule
 * pay used until now, in SQL on both databases: (2·fee·q + per) div (2·per), a report of a piece
 * or process no longer there worth nothing (pay's inner joins left them out). The day rows are
 * summed one factory day and enterprise at a time through the (org, time) index, so the same SQL
 * serves both databases without date functions of either.
 */

type Db = Kysely<unknown>;

// Frozen copies of the factory clock (packages/shared/src/cutting/days.ts): UTC+8.
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const factoryDay = (iso: string) =>
  new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 10);
const dayStartIso = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS).toISOString();
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);

const sameProcess = sql`c.org_id = work_reports.org_id and c.id = work_reports.process_id`;
/** The unit as pay read it: anything but per metre or per m² is per piece. */
const unitCase = sql`case c.unit when 'perMetre' then 'perMetre'
  when 'perSquareMetre' then 'perSquareMetre' else 'perPiece' end`;
/** Frozen copy of pay's SQL value of one report (pay.repository.ts until this migration). */
const valueCase = sql`case c.unit
  when 'perMetre' then (2 * cast(c.fee as bigint) * cast(round(2 * (s.width_mm + s.height_mm)) as bigint) + 1000) / 2000
  when 'perSquareMetre' then (2 * cast(c.fee as bigint) * cast(round(s.area_mm2) as bigint) + 1000000) / 2000000
  else cast(c.fee as bigint) end`;

async function backfillValues(db: Db) {
  await sql`update work_reports set
    fee_cents = coalesce((select c.fee from processes c where ${sameProcess}), 0),
    unit = coalesce((select ${unitCase} from processes c where ${sameProcess}), 'perPiece'),
    value_cents = coalesce((select ${valueCase} from processes c
      join project_slabs s on s.org_id = c.org_id and s.id = work_reports.piece_id
      where ${sameProcess}), 0)`.execute(db);
}

async function backfillDays(db: Db) {
  const spans = await sql<{ org_id: string; first: string; last: string }>`
    select org_id, min(reported_at) as first, max(reported_at) as last
    from work_reports group by org_id`.execute(db);
  for (const span of spans.rows) {
    const last = factoryDay(span.last);
    for (let day = factoryDay(span.first); day <= last; day = addDays(day, 1))
      await sql`insert into work_report_days
          (org_id, day, worker_id, process_id, report_count, value_cents, area_mm2)
        select r.org_id, cast(${day} as text), r.worker_id, r.process_id, count(*),
          sum(r.value_cents), coalesce(sum(s.area_mm2), 0)
        from work_reports r
        left join project_slabs s on s.org_id = r.org_id and s.id = r.piece_id
        where r.org_id = ${span.org_id}
          and r.reported_at >= ${dayStartIso(day)} and r.reported_at < ${dayStartIso(addDays(day, 1))}
        group by r.org_id, r.worker_id, r.process_id`.execute(db);
  }
}

export async function up(db: Db): Promise<void> {
  // One column a statement: SQLite adds one at a time. Defaults only for the rows already there.
  await db.schema
    .alterTable('work_reports')
    .addColumn('value_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('work_reports')
    .addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('work_reports')
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo('perPiece'))
    .execute();
  await backfillValues(db);

  await db.schema
    .createTable('work_report_days')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('worker_id', 'text', (c) => c.notNull())
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('report_count', 'integer', (c) => c.notNull())
    .addColumn('value_cents', 'bigint', (c) => c.notNull())
    .addColumn('area_mm2', 'bigint', (c) => c.notNull())
    // Day first: every reader asks for a range of days, then groups by worker or process.
    .addPrimaryKeyConstraint('work_report_days_pk', ['org_id', 'day', 'worker_id', 'process_id'])
    .execute();
  await backfillDays(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('work_report_days').execute();
  for (const column of ['unit', 'fee_cents', 'value_cents'])
    await db.schema.alterTable('work_reports').dropColumn(column).execute();
}
