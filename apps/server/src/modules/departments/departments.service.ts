import { ADMIN_LIMITS } from '@stone/shared/enterprise/limits';
import type { AppDeps } from '../../context.ts';
import type { Db, Dialect } from '../../db/database.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { lockOrgRow } from '../../lib/org-lock.ts';
import { buildTree, depthOf, isInSubtree, subtreeHeight } from './dept-tree.ts';
import { countMembersByDept, listDepts, type DeptRow } from './departments.repository.ts';

export async function getDeptTree(deps: AppDeps, orgId: string) {
  const [rows, counts] = await Promise.all([
    listDepts(deps.db, orgId),
    countMembersByDept(deps.db, orgId),
  ]);
  return buildTree(rows, counts);
}

function checkPlacement(rows: DeptRow[], id: string | null, name: string, parentId: string | null) {
  if (parentId && !rows.some((r) => r.id === parentId)) throw notFound();
  if (id && parentId && isInSubtree(rows, id, parentId)) throw conflict('dept.badParent');
  const height = id ? subtreeHeight(rows, id) : 1;
  if (depthOf(rows, parentId) + height > ADMIN_LIMITS.deptDepthMax) throw conflict('dept.tooDeep');
  const twin = rows.find((r) => r.parent_id === parentId && r.name === name && r.id !== id);
  if (twin) throw invalid('dept.nameTaken', { name: 'dept.nameTaken' });
}

/**
 * Runs inside the caller's transaction. Creates in one enterprise take turns (lockOrgRow), so a
 * twin made a moment ago is seen by the check; the unique index backs it up.
 */
export async function createDept(
  db: Db,
  dialect: Dialect,
  orgId: string,
  input: { name: string; parentId?: string | null },
) {
  const parentId = input.parentId ?? null;
  await lockOrgRow(db, dialect, orgId);
  checkPlacement(await listDepts(db, orgId), null, input.name, parentId);
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('departments')
    .values({
      org_id: orgId,
      id,
      name: input.name,
      parent_id: parentId,
      sort: 0,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  return { id };
}

/** Rename and move: a department can't move under itself or one of its own sub-departments. */
export async function updateDept(
  deps: AppDeps,
  orgId: string,
  input: { id: string; name: string; parentId: string | null; version: number },
) {
  const rows = await listDepts(deps.db, orgId);
  if (!rows.some((r) => r.id === input.id)) throw notFound();
  checkPlacement(rows, input.id, input.name, input.parentId);
  await updateAtVersion(
    deps.db,
    'departments',
    { orgId, id: input.id, version: input.version },
    {
      name: input.name,
      parent_id: input.parentId,
    },
  );
}

/** Only an empty department goes: no sub-departments and no members. */
export async function deleteDept(deps: AppDeps, orgId: string, id: string, version: number) {
  const rows = await listDepts(deps.db, orgId);
  const dept = rows.find((r) => r.id === id);
  if (!dept) throw notFound();
  if (dept.version !== version) throw conflict();
  const counts = await countMembersByDept(deps.db, orgId);
  if (rows.some((r) => r.parent_id === id) || (counts.get(id) ?? 0) > 0)
    throw conflict('dept.notEmpty');
  await deps.db.transaction().execute(async (trx) => {
    // Removed members keep no department, so nothing of theirs blocks the foreign key.
    await trx
      .updateTable('members')
      .set({ department_id: null })
      .where('org_id', '=', orgId)
      .where('department_id', '=', id)
      .execute();
    await deleteAtVersion(trx, 'departments', { orgId, id, version });
  });
}
