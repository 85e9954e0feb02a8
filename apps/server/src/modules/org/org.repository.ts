import { TRIAL_PLAN } from '@stone/shared';
import type { Db } from '../../db/database.ts';
import { containsText } from '../../db/list-query.ts';

export type NewOrg = { name: string; contact: string; phone: string; address: string };

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
