import { sql, type RawBuilder } from 'kysely';
import type { AppDeps } from '../src/context.ts';

// The enterprise of the production-control bench (production-control.bench.ts), bulk-inserted
// by the database itself: `projects` live projects of `planesPer` planes, as many finished or
// archived ones, and a frame on every other live plane.
const DAY_MS = 86_400_000;
/** The search text joins its fields by a line break (project-search.ts). */
const NL = '\n';

const DIALECT = {
  sqlite: (ms: RawBuilder<unknown>) =>
    sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${ms} / 1000.0, 'unixepoch')`,
  postgres: (ms: RawBuilder<unknown>) =>
    sql`to_char(to_timestamp(${ms} / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

const series = (count: number) =>
  sql`with recursive n(k) as (select 0 union all select k + 1 from n where k < ${sql.lit(count - 1)})`;

export async function seedControl(
  deps: AppDeps,
  orgId: string,
  userId: string,
  {
    projects,
    planesPer,
    finished = projects,
  }: { projects: number; planesPer: number; finished?: number },
) {
  const iso = DIALECT[deps.dialect];
  const now = Date.now();
  // Created 20-49 days ago; delivery from 20 days ago to 39 days ahead: some overdue, most not.
  const created = iso(sql`(${sql.lit(now)} - cast(20 + k % 30 as bigint) * ${sql.lit(DAY_MS)})`);
  const delivery = iso(sql`(${sql.lit(now)} + cast(k % 60 - 20 as bigint) * ${sql.lit(DAY_MS)})`);
  // The first `projects` are live; as many again finished or archived.
  const state = sql`case when k < ${sql.lit(projects)} then 'inProduction' else 'completed' end`;
  await sql`${series(projects + finished)}
    insert into projects (org_id, id, name, order_no, customer_name, customer_brand, delivery_at,
      project_type, review_state, production_state, archived, terminated, settings_json,
      plane_count, piece_count, total_area_mm2, slab_count, yield_bp, packing_list_state,
      created_by, created_at, updated_at, version, search_text)
    select ${orgId}, 'ctl-p-' || k, 'Tower ' || k, 'SO-' || k, 'Customer ' || (k % 50), '',
      ${delivery}, 'engineering', 'done', ${state}, case when k % 4 = 3 and k >= ${sql.lit(projects)} then 1 else 0 end,
      0, '{}', ${sql.lit(planesPer)}, ${sql.lit(planesPer * 40)}, 0, 0, 0, 'none',
      ${userId}, ${created}, ${created}, 1, 'tower ' || k || ${NL} || 'so-' || k || ${NL} || 'customer ' || (k % 50) || ${NL}
    from n`.execute(deps.db);
  // 40 pieces a plane, progress varying by plane.
  await sql`${series((projects + finished) * planesPer)}
    insert into planes (org_id, id, project_id, name, batch, planning_state, piece_count,
      planned_count, cut_count, secondary_count, boxed_count, accepted_run_id, yield_bp,
      created_at, updated_at, version)
    select ${orgId}, 'ctl-pl-' || k, 'ctl-p-' || (k / ${sql.lit(planesPer)}), 'Elevation ' || (k % ${sql.lit(planesPer)}),
      'B1', 'planned', 40, 40, (k * 7) % 41, (k * 3) % 21, (k * 2) % 11, null, 0,
      ${iso(sql`${sql.lit(now)}`)}, ${iso(sql`${sql.lit(now)}`)}, 1
    from n`.execute(deps.db);
  // A frame on every other plane of the live projects: holding 0-4 pieces, one in 7 returned.
  await sql`${series(projects * planesPer)}
    insert into iron_frames (org_id, id, seq, number, class_no, location, project_id, plane_id,
      stage_cutting, stage_reinforcement, stage_secondary, stage_boxing, returnable, returned,
      used, operator_id, piece_count, created_at, updated_at, version)
    select ${orgId}, 'ctl-f-' || k, k + 1, 'F' || k, 'A', '', 'ctl-p-' || (k / ${sql.lit(planesPer)}),
      'ctl-pl-' || (k - k % 2), 'complete', 'notStarted', 'notStarted', 'notStarted', 1,
      case when k % 7 = 0 then 1 else 0 end, 1, null, k % 5, ${iso(sql`${sql.lit(now)}`)},
      ${iso(sql`${sql.lit(now)}`)}, 1
    from n`.execute(deps.db);
}
