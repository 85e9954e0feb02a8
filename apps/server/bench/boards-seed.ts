import { sql, type RawBuilder } from 'kysely';
import { addDays, factoryDay } from '@stone/shared/cutting/days';
import type { AppDeps } from '../src/context.ts';
import { actorScope } from '../src/db/org-scope.ts';
import { recountReportDays } from '../src/modules/work-reports/report-days.repository.ts';
import { boardProcessRow } from '../src/modules/boards/boards-test-kit.ts';
import { seedControl } from './production-control-seed.ts';

// The enterprise of the boards bench (boards.bench.ts), bulk-inserted by the database: the
// production-control projects (live and finished), 40 pieces a live plane in varied states, and
// 30 days of the floor: work reports (and their day rows), wooden boxes with packed pieces, cutting day rows.
const DAY_MS = 86_400_000;
const WINDOW_MS = 30 * DAY_MS;

const DIALECT = {
  sqlite: (ms: RawBuilder<unknown>) =>
    sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${ms} / 1000.0, 'unixepoch')`,
  postgres: (ms: RawBuilder<unknown>) =>
    sql`to_char(to_timestamp(${ms} / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};
const series = (count: number) =>
  sql`with recursive n(k) as (select 0 union all select k + 1 from n where k < ${sql.lit(count - 1)})`;

export type BoardSeedSize = {
  projects: number;
  planesPer: number;
  reports: number;
  packed: number;
};

export async function seedBoards(
  deps: AppDeps,
  orgId: string,
  userId: string,
  size: BoardSeedSize,
) {
  const { db } = deps;
  const iso = DIALECT[deps.dialect];
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  /** A time spread over the last 30 days by k. */
  const within = iso(sql`(${sql.lit(now)} - cast((k * 7919) % ${sql.lit(WINDOW_MS)} as bigint))`);
  await seedControl(deps, orgId, userId, { projects: size.projects, planesPer: size.planesPer });
  const stamp = { created_at: nowIso, updated_at: nowIso, version: 1 };
  await db
    .insertInto('processes')
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        org_id: orgId,
        ...boardProcessRow(`bproc-${i}`, `Process ${i}`, `BP${i}`, nowIso),
      })),
    )
    .execute();
  await db
    .insertInto('devices')
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        org_id: orgId,
        id: `bdev-${i}`,
        code: `SAW-${i}`,
        model: 'bridge saw',
        linked_at: null,
        pickup_status: '',
        current_table: '',
        ...stamp,
      })),
    )
    .execute();
  // 40 pieces a live plane, in the states the kit board counts and others.
  const pieces = size.projects * size.planesPer * 40;
  const states = `case k % 8 when 0 then 'cut' when 1 then 'processed' when 2 then 'pendingCompleteSet'
    when 3 then 'incompleteSet' when 4 then 'completeSet' when 5 then 'packed' when 6 then 'pendingCut'
    else 'processing' end`;
  await sql`${series(pieces)}
    insert into project_slabs (org_id, id, project_id, plane_id, code, width_mm, height_mm,
      area_mm2, thickness_mm, contour_json, process_code, status, abnormal, box_no, created_at)
    select ${orgId}, 'bpc-' || k, 'ctl-p-' || (k / ${sql.lit(40 * size.planesPer)}),
      'ctl-pl-' || (k / 40), 'W-' || k, 1000, 500, 500000, 20, '{}', '', ${sql.raw(states)}, 0,
      null, ${nowIso}
    from n`.execute(db);
  await sql`${series(size.reports)}
    insert into work_reports (org_id, id, piece_id, process_id, project_id, step, worker_id,
      reported_at)
    select ${orgId}, 'bwr-' || k, 'bpc-' || k, 'bproc-' || (k % 10), 'ctl-p-' || (k % ${sql.lit(size.projects)}),
      1, ${userId}, ${within}
    from n`.execute(db);
  // The processes' fees are 0, so every report is worth the column's default 0; the boards count
  // reports from the day rows the app keeps beside them.
  await recountReportDays(actorScope({ orgId }, db));
  const boxes = Math.max(1, Math.floor(size.packed / 10));
  await sql`${series(boxes)}
    insert into wooden_boxes (org_id, id, project_id, number, box_type, length_mm, width_mm,
      height_mm, status, piece_count, area_mm2, weight_g, planned_box_no, created_by, created_at,
      sealed_at)
    select ${orgId}, 'bbox-' || k, 'ctl-p-' || (k % ${sql.lit(size.projects)}),
      k / ${sql.lit(size.projects)} + 1, 'standard', 1000, 1000, 1000,
      case k % 3 when 0 then 'packing' when 1 then 'packed' else 'empty' end, 10, 5000000, 0,
      null, ${userId}, ${within}, null
    from n`.execute(db);
  await sql`${series(size.packed)}
    insert into box_pieces (org_id, piece_id, box_id, project_id, area_mm2, weight_g, packed_by,
      packed_at)
    select ${orgId}, 'bxp-' || k, 'bbox-' || (k % ${sql.lit(boxes)}),
      'ctl-p-' || ((k % ${sql.lit(boxes)}) % ${sql.lit(size.projects)}), 500000, 0, ${userId}, ${within}
    from n`.execute(db);
  // Cutting day rows: 30 days × 10 saws × 20 projects.
  const today = factoryDay(new Date(now));
  const rows = [];
  for (let d = 0; d < 30; d++)
    for (let s = 0; s < 10; s++)
      for (let p = 0; p < 20; p++)
        rows.push({
          org_id: orgId,
          day: addDays(today, -d),
          device_id: `bdev-${s}`,
          user_id: userId,
          project_id: `ctl-p-${p}`,
          material_id: '',
          slab_count: 1 + ((d + s + p) % 4),
          cut_length_mm: 30_000,
          piece_area_mm2: 3_500_000,
          slab_area_mm2: 4_800_000,
          consumption_mm2: 4_000_000,
        });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('cutting_days')
      .values(rows.slice(i, i + 500))
      .execute();
  return { pieces, cutRows: rows.length };
}
