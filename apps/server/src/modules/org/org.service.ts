import { TRIAL_PLAN } from '@stone/shared';
import { sql } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { insertEnabledMember } from '../members/members.repository.ts';
export type NewOrg = { name: string; contact: string; phone: string; address: string };

export const SUPER_ADMIN_ROLE_NAME = 'super_admin';

/**
 * A new enterprise starts on the trial plan with every module; its creator becomes the member
 * holding the built-in, immutable super administrator role.
 */
export async function createOrg(db: Db, userId: string, input: NewOrg): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('current_org_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.current_org_id) throw conflict('org.alreadyMember');
  const existing = await db
    .selectFrom('orgs')
    .select('id')
    .where('name', '=', input.name)
    .executeTakeFirst();
  if (existing) throw conflict('org.nameTaken');
  const orgId = newId();
  // The caller's transaction (withIdempotency) makes the enterprise and its owner one write.
  await insertOrgWithOwner(db, orgId, userId, input);
  return orgId;
}

export async function insertOrgWithOwner(
  db: Db,
  orgId: string,
  userId: string,
  input: NewOrg,
): Promise<void> {
  const now = nowIso();
  const stamps = { created_at: now, updated_at: now, version: 1 };
  await db
    .insertInto('orgs')
    .values({
      id: orgId,
      ...input,
      email: null,
      region: null,
      logo: null,
      partnership_mode: 0,
      module_ids: JSON.stringify(TRIAL_PLAN.moduleIds),
      resource_codes: JSON.stringify(TRIAL_PLAN.resourceCodes),
      status: 'active',
      plan_expires_at: null,
      created_by: userId,
      ...stamps,
    })
    .execute();
  const roleId = newId();
  await db
    .insertInto('roles')
    .values({
      org_id: orgId,
      id: roleId,
      name: SUPER_ADMIN_ROLE_NAME,
      is_super_admin: 1,
      menu_ids: '[]',
      actions: '[]',
      ...stamps,
    })
    .execute();
  await insertEnabledMember(db, { orgId, userId, roleId });
  await db
    .updateTable('users')
    .set({ current_org_id: orgId, updated_at: now })
    .where('id', '=', userId)
    .execute();
  await db
    .updateTable('sessions')
    .set({ org_id: orgId })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Finds enterprises whose name contains the text, case-insensitively, in both dialects. */
export async function searchOrgs(deps: AppDeps, name: string) {
  const escaped = name.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await deps.db
    .selectFrom('orgs')
    .select(['id', 'name'])
    .where('status', '=', 'active')
    .where(sql<boolean>`lower(name) like lower(${`%${escaped}%`}) escape '\\'`)
    .orderBy('name')
    .limit(10)
    .execute();
  return rows.map((r) => ({ orgId: r.id, name: r.name }));
}
