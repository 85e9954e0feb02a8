import type { OrgScope } from '../../db/org-scope.ts';
import { deleteAtVersion } from '../../db/versioned-rows.ts';
import { newId, nowIso } from '../../lib/crypto.ts';

export type DeptRow = { id: string; name: string; parent_id: string | null; version: number };

/** Every department of one enterprise: small enough to hold whole for tree checks. */
export const listDepts = (org: OrgScope): Promise<DeptRow[]> =>
  org
    .selectFrom('departments')
    .select(['id', 'name', 'parent_id', 'version'])
    .orderBy('sort')
    .orderBy('created_at')
    .execute();

export async function hasDept(org: OrgScope, id: string): Promise<boolean> {
  const row = await org
    .selectFrom('departments')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Members (removed people aside) per department that has any. */
export async function countMembersByDept(org: OrgScope): Promise<Map<string, number>> {
  const rows = await org
    .selectFrom('members')
    .select(['department_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('status', '!=', 'removed')
    .where('department_id', 'is not', null)
    .groupBy('department_id')
    .execute();
  return new Map(rows.map((r) => [r.department_id as string, Number(r.n)]));
}

export async function insertDept(
  org: OrgScope,
  dept: { name: string; parentId: string | null },
): Promise<string> {
  const now = nowIso();
  const id = newId();
  await org
    .insertInto('departments')
    .values({
      id,
      name: dept.name,
      parent_id: dept.parentId,
      sort: 0,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  return id;
}

/** Deletes the department if it still has `version`; nothing else may point at it by then. */
export async function deleteDeptAtVersion(org: OrgScope, row: { id: string; version: number }) {
  await org.transaction(async (tx) => {
    // Removed members keep no department, so nothing of theirs blocks the foreign key.
    await tx
      .updateTable('members')
      .set({ department_id: null })
      .where('department_id', '=', row.id)
      .execute();
    await deleteAtVersion(tx.db, 'departments', { orgId: tx.orgId, ...row });
  });
}
