import type { Db } from '../../db/database.ts';

export type DeptRow = { id: string; name: string; parent_id: string | null; version: number };

/** Every department of one enterprise: small enough to hold whole for tree checks. */
export const listDepts = (db: Db, orgId: string): Promise<DeptRow[]> =>
  db
    .selectFrom('departments')
    .select(['id', 'name', 'parent_id', 'version'])
    .where('org_id', '=', orgId)
    .orderBy('sort')
    .orderBy('created_at')
    .execute();

export async function countMembersByDept(db: Db, orgId: string) {
  const rows = await db
    .selectFrom('members')
    .select(['department_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('org_id', '=', orgId)
    .where('status', '!=', 'removed')
    .where('department_id', 'is not', null)
    .groupBy('department_id')
    .execute();
  return new Map(rows.map((r) => [r.department_id as string, Number(r.n)]));
}
