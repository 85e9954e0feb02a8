import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { orgScope } from '../../db/org-scope.ts';
import { conflict } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { moveLiveSessionsToOrg } from '../auth/session.repository.ts';
import { insertEnabledMember } from '../members/members.repository.ts';
import { enterOrg, findCurrentOrgId } from '../auth/users.repository.ts';
import { insertRole, roleColumns } from '../roles/roles.repository.ts';
import { insertOrg, isOrgNameTaken, searchActiveOrgs, type NewOrg } from './org.repository.ts';

export const SUPER_ADMIN_ROLE_NAME = 'super_admin';

/** How many enterprises a search offers. */
const SEARCH_RESULTS = 10;

/**
 * A new enterprise starts on the trial plan with every module; its creator becomes the member
 * holding the built-in, immutable super administrator role.
 */
export async function createOrg(db: Db, userId: string, input: NewOrg): Promise<string> {
  if (await findCurrentOrgId(db, userId)) throw conflict('org.alreadyMember');
  if (await isOrgNameTaken(db, input.name)) throw conflict('org.nameTaken');
  const orgId = newId();
  // The caller's transaction (withIdempotency) makes the enterprise and its owner one write.
  await insertOrgWithOwner(db, { ...input, id: orgId, ownerId: userId });
  return orgId;
}

/** The enterprise, its super administrator role, and its owner as that member, working in it. */
export async function insertOrgWithOwner(
  db: Db,
  org: NewOrg & { id: string; ownerId: string },
): Promise<void> {
  const { id: orgId, ownerId: userId, ...fields } = org;
  const now = nowIso();
  await insertOrg(db, { ...fields, id: orgId, createdBy: userId }, now);
  const superAdmin = roleColumns({ name: SUPER_ADMIN_ROLE_NAME, menuIds: [], actions: [] });
  const roleId = await insertRole(orgScope(db, orgId), { ...superAdmin, isSuperAdmin: true });
  await insertEnabledMember(db, { orgId, userId, roleId });
  await enterOrg(db, userId, orgId);
  await moveLiveSessionsToOrg(db, userId, orgId);
}

/** Finds active enterprises whose name contains the text, case-insensitively. */
export async function searchOrgs(deps: AppDeps, name: string) {
  const rows = await searchActiveOrgs(deps.db, name, SEARCH_RESULTS);
  return rows.map((r) => ({ orgId: r.id, name: r.name }));
}
