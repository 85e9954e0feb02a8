// Reads of production control (/newMes, issue 18), fast at 1,000 live projects × 20 planes
// (p99 < 100 ms, docs/benchmarks.md): one grouped read of every live project's plane counters
// through two covering indexes (migration c01), which the app keeps ranked between events
// (live-ranking-cache.ts); then the page's own projects, planes and frames only.
import { sql } from 'kysely';
import { containsPattern } from '../../db/list-query.ts';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

export type TotalsFilter = { keyword?: string | undefined; projectIds?: readonly string[] };

/**
 * Every live project (not archived, not terminated, not completed) with its plane counters
 * summed; narrowed to a keyword, or to some projects (a live event's).
 */
export function liveProjectTotals(org: OrgScope, filter: TotalsFilter) {
  return liveProjectTotalsQuery(org, filter).execute();
}
export type LiveTotalsRow = Awaited<ReturnType<typeof liveProjectTotals>>[number];

/** The query of liveProjectTotals (plan-shape checks). */
export function liveProjectTotalsQuery(org: OrgScope, filter: TotalsFilter) {
  let query = org
    .selectFrom('projects as p')
    .leftJoin('planes as pl', (j) => j.onRef('pl.project_id', '=', 'p.id').on(sameOrg('pl', 'p')))
    .select((eb) => [
      'p.id',
      'p.created_at',
      'p.delivery_at',
      eb.fn.coalesce(eb.fn.sum<number | string>('pl.piece_count'), eb.lit(0)).as('pieces'),
      eb.fn.coalesce(eb.fn.sum<number | string>('pl.cut_count'), eb.lit(0)).as('cut'),
      eb.fn.coalesce(eb.fn.sum<number | string>('pl.secondary_count'), eb.lit(0)).as('secondary'),
      eb.fn.coalesce(eb.fn.sum<number | string>('pl.boxed_count'), eb.lit(0)).as('boxed'),
    ])
    // Literal values, as the partial index projects_live_idx states them (migration c01).
    .where(sql<boolean>`p.production_state in ('notStarted', 'inProduction')`)
    .where(sql<boolean>`p.archived = 0`)
    .where(sql<boolean>`p.terminated = 0`)
    .groupBy(['p.id', 'p.created_at', 'p.delivery_at']);
  // The stored search text (name, order no., customer, brand, lower-cased; project-search.ts).
  if (filter.keyword)
    query = query.where(
      sql<boolean>`p.search_text like ${containsPattern(filter.keyword.toLowerCase())} escape '\\'`,
    );
  if (filter.projectIds) query = query.where('p.id', 'in', [...filter.projectIds, '']);
  return query;
}

/** The page's projects, as the screen names them. */
export function projectsByIds(org: OrgScope, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return org
    .selectFrom('projects')
    .select(['id', 'name', 'order_no', 'customer_name', 'production_state'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The page's planes, in the order they were added. */
export function planesOfProjects(org: OrgScope, projectIds: readonly string[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return org
    .selectFrom('planes')
    .select([
      'id',
      'project_id',
      'name',
      'batch',
      'piece_count',
      'planned_count',
      'cut_count',
      'secondary_count',
      'boxed_count',
    ])
    .where('project_id', 'in', [...projectIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Frames in circulation per plane of the given projects: holding pieces and not returned
 * (helper FRAMES' table). Asked by project (a page's few ids), counted by plane.
 */
export async function framesInCirculation(org: OrgScope, projectIds: readonly string[]) {
  const counts = new Map<string, number>();
  if (projectIds.length === 0) return counts;
  // Counted here, not grouped by plane in SQL: a GROUP BY plane_id leads SQLite (no statistics)
  // to walk the enterprise's every frame in plane order instead of the page's by project.
  const rows = await org
    .selectFrom('iron_frames')
    .select('plane_id')
    .where('project_id', 'in', [...projectIds])
    .where('returned', '=', 0)
    .where('piece_count', '>', 0)
    .execute();
  for (const r of rows) if (r.plane_id) counts.set(r.plane_id, (counts.get(r.plane_id) ?? 0) + 1);
  return counts;
}
