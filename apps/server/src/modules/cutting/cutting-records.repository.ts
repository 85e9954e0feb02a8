// Pages of cutting records, newest first, through the (org, filter column, cut_at, id) indexes.
import { sql } from 'kysely';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

export type RecordFilter = {
  fromIso: string;
  /** Exclusive. */
  toIso: string;
  deviceId?: string | undefined;
  operatorId?: string | undefined;
  projectId?: string | undefined;
  materialId?: string | undefined;
};

/**
 * One page of records with the names they link to. The page is chosen on the records alone
 * (an index range), then joined, so a deep enterprise never joins more than a page.
 */
export async function recordsPage(
  org: OrgScope,
  f: RecordFilter,
  page: { limit: number; offset: number },
) {
  let ids = org
    .selectFrom('cutting_records')
    .select(['id', 'cut_at'])
    .where('cut_at', '>=', f.fromIso)
    .where('cut_at', '<', f.toIso);
  if (f.deviceId) ids = ids.where('device_id', '=', f.deviceId);
  if (f.operatorId) ids = ids.where('user_id', '=', f.operatorId);
  if (f.projectId) ids = ids.where('project_id', '=', f.projectId);
  if (f.materialId) ids = ids.where('material_id', '=', f.materialId);
  const chosen = await ids
    .orderBy('cut_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (chosen.length === 0) return [];
  const rows = await org
    .selectFrom('cutting_records as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('devices as d', (j) => j.onRef('d.id', '=', 'r.device_id').on(sameOrg('d', 'r')))
    .leftJoin('projects as p', (j) => j.onRef('p.id', '=', 'r.project_id').on(sameOrg('p', 'r')))
    .leftJoin('stone_materials as m', (j) =>
      j.onRef('m.id', '=', 'r.material_id').on(sameOrg('m', 'r')),
    )
    .selectAll('r')
    .select([
      'u.nickname as operator_name',
      'd.code as device_code',
      'p.name as project_name',
      'm.name_zh as material_zh',
      'm.name_en as material_en',
    ])
    .where(
      'r.id',
      'in',
      chosen.map((c) => c.id),
    )
    .execute();
  // Put back in the page's order here: an ORDER BY would tempt SQLite (no statistics) to walk
  // the time index over every record to skip the sort of twenty rows.
  const at = new Map(chosen.map((c, i) => [c.id, i]));
  return rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
}
export type RecordRow = Awaited<ReturnType<typeof recordsPage>>[number];

/** How many records a device has (its day totals summed). */
export async function deviceRecordCount(org: OrgScope, deviceId: string) {
  const row = await org
    .selectFrom('cutting_days')
    .select((eb) => eb.fn.sum<string | number | null>('slab_count').as('n'))
    .where('device_id', '=', deviceId)
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

/** The filter choices: the saws, operators, projects and materials that have records. */
export async function usedKeys(
  org: OrgScope,
  column: 'device_id' | 'user_id' | 'project_id' | 'material_id',
  max: number,
) {
  const rows = await org
    .selectFrom('cutting_days')
    .select(column)
    .where(column, '<>', '')
    .groupBy(column)
    .orderBy(sql`max(day)`, 'desc')
    .limit(max)
    .execute();
  return rows.map((r) => (r as Record<string, string>)[column] as string);
}
