import type { Db } from '../db/database.ts';
import type { OrgScope } from '../db/org-scope.ts';
import type { OrgsTable } from '../modules/org/org.tables.ts';
import { nowIso } from '../lib/crypto.ts';

/** Every enterprise's plan, oldest enterprise first. */
export const listOrgPlans = (db: Db) =>
  db
    .selectFrom('orgs')
    .select([
      'id',
      'name',
      'status',
      'module_ids',
      'resource_codes',
      'partnership_mode',
      'plan_expires_at',
    ])
    .orderBy('created_at')
    .execute();

/** The operator names an enterprise by its id or its exact name. */
export const findOrgByIdOrName = (db: Db, target: string) =>
  db
    .selectFrom('orgs')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', target), eb('name', '=', target)]))
    .executeTakeFirst();

export type PlanColumns = Partial<
  Pick<
    OrgsTable,
    'module_ids' | 'resource_codes' | 'partnership_mode' | 'plan_expires_at' | 'status'
  >
>;

export async function updateOrgPlan(db: Db, orgId: string, plan: PlanColumns): Promise<void> {
  await db
    .updateTable('orgs')
    .set((eb) => ({ ...plan, updated_at: nowIso(), version: eb('version', '+', 1) }))
    .where('id', '=', orgId)
    .execute();
}

/** Sets one quota total of the enterprise, replacing what the operator set before. */
export async function saveQuotaTotal(org: OrgScope, key: string, total: number): Promise<void> {
  const now = nowIso();
  await org
    .insertInto('org_quotas')
    .values({ quota_key: key, total, updated_at: now })
    .onConflict((oc) => oc.columns(['org_id', 'quota_key']).doUpdateSet({ total, updated_at: now }))
    .execute();
}
