import type { z } from 'zod';
import { ADMIN_LIMITS } from '@stone/shared/enterprise/limits';
import type {
  createDeptBody,
  deleteDeptBody,
  updateDeptBody,
} from '@stone/shared/enterprise/members';
import type { Actor, AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { actorScope } from '../../db/org-scope.ts';
import { updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { lockOrgRow } from '../../lib/org-lock.ts';
import { buildTree, depthOf, isInSubtree, subtreeHeight } from './dept-tree.ts';
import {
  countMembersByDept,
  deleteDeptAtVersion,
  insertDept,
  listDepts,
  type DeptRow,
} from './departments.repository.ts';

export async function getDeptTree(actor: Actor, db: Db) {
  const org = actorScope(actor, db);
  const [rows, counts] = await Promise.all([listDepts(org), countMembersByDept(org)]);
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
 * Creates once per requestId. Creates in one enterprise take turns (lockOrgRow), so a twin made
 * a moment ago is seen by the check; the unique index backs it up.
 */
export async function createDept(
  actor: Actor,
  deps: AppDeps,
  body: z.output<typeof createDeptBody>,
) {
  const { requestId, name } = body;
  const parentId = body.parentId ?? null;
  const scope = { userId: actor.userId, endpoint: 'webDept/createDept', requestId };
  return withIdempotency(deps, scope, async (trx) => {
    await lockOrgRow(trx, deps.dialect, actor.orgId);
    const org = actorScope(actor, trx);
    checkPlacement(await listDepts(org), null, name, parentId);
    return { id: await insertDept(org, { name, parentId }) };
  });
}

/** Rename and move: a department can't move under itself or one of its own sub-departments. */
export async function updateDept(actor: Actor, db: Db, input: z.output<typeof updateDeptBody>) {
  const rows = await listDepts(actorScope(actor, db));
  if (!rows.some((r) => r.id === input.id)) throw notFound();
  checkPlacement(rows, input.id, input.name, input.parentId);
  await updateAtVersion(
    db,
    'departments',
    { orgId: actor.orgId, id: input.id, version: input.version },
    { name: input.name, parent_id: input.parentId },
  );
}

/** Only an empty department goes: no sub-departments and no members. */
export async function deleteDept(actor: Actor, db: Db, input: z.output<typeof deleteDeptBody>) {
  const org = actorScope(actor, db);
  const rows = await listDepts(org);
  const dept = rows.find((r) => r.id === input.id);
  if (!dept) throw notFound();
  if (dept.version !== input.version) throw conflict();
  const counts = await countMembersByDept(org);
  if (rows.some((r) => r.parent_id === input.id) || (counts.get(input.id) ?? 0) > 0)
    throw conflict('dept.notEmpty');
  await deleteDeptAtVersion(org, input);
}
