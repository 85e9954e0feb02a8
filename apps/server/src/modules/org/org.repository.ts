import { TRIAL_PLAN } from '@stone/shared';
import type { Db } from '../../db/database.ts';
import { containsText } from '../../db/list-query.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { nowIso } from '../../lib/crypto.ts';

export type NewOrg = { name: string; contact: string; phone: string; address: string };

/** The enterprise the user works in now, or null. */
export async function findCurrentOrgId(db: Db, userId: string): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('current_org_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.current_org_id;
}

/** Makes the enterprise the user's current one (they made it, or were let in). */
export async function enterOrg(db: Db, userId: string, orgId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ current_org_id: orgId, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

export const findOrg = (db: Db, orgId: string) =>
  db.selectFrom('orgs').selectAll().where('id', '=', orgId).executeTakeFirstOrThrow();

export const findActiveOrg = (db: Db, orgId: string) =>
  db
    .selectFrom('orgs')
    .select(['id', 'name'])
    .where('id', '=', orgId)
    .where('status', '=', 'active')
    .executeTakeFirst();

/** Whether another enterprise (not `exceptOrgId`) has the name. */
export async function isOrgNameTaken(db: Db, name: string, exceptOrgId?: string) {
  let query = db.selectFrom('orgs').select('id').where('name', '=', name);
  if (exceptOrgId) query = query.where('id', '!=', exceptOrgId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Active enterprises whose name contains the text, ignoring case, by name. */
export const searchActiveOrgs = (db: Db, text: string, limit: number) =>
  db
    .selectFrom('orgs')
    .select(['id', 'name'])
    .where('status', '=', 'active')
    .where(containsText('name', text))
    .orderBy('name')
    .limit(limit)
    .execute();

/** A new enterprise on the trial plan with every module. */
export async function insertOrg(
  db: Db,
  org: NewOrg & { id: string; createdBy: string },
  now: string,
): Promise<void> {
  const { id, createdBy, ...fields } = org;
  await db
    .insertInto('orgs')
    .values({
      id,
      ...fields,
      email: null,
      region: null,
      logo: null,
      partnership_mode: 0,
      module_ids: JSON.stringify(TRIAL_PLAN.moduleIds),
      resource_codes: JSON.stringify(TRIAL_PLAN.resourceCodes),
      status: 'active',
      plan_expires_at: null,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
}

export type NewRole = {
  id: string;
  name: string;
  isSuperAdmin: boolean;
  menuIds: readonly number[];
  actions: readonly string[];
};

/** A role of the enterprise: its creator's super administrator, or a test's limited one. */
export async function insertRole(org: OrgScope, role: NewRole, now: string): Promise<void> {
  await org
    .insertInto('roles')
    .values({
      id: role.id,
      name: role.name,
      is_super_admin: role.isSuperAdmin ? 1 : 0,
      menu_ids: JSON.stringify(role.menuIds),
      actions: JSON.stringify(role.actions),
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
}
