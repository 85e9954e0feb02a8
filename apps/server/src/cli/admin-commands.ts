import { QUOTA_KEYS } from '@stone/shared/enterprise/limits';
import type { AppDeps } from '../context.ts';
import { countUsedSeats, loadQuotas } from '../modules/quotas/quotas.repository.ts';
import { parseJsonList } from '../db/database.ts';
import { orgScope } from '../db/org-scope.ts';
import {
  findOrgByIdOrName,
  listOrgPlans,
  saveQuotaTotal,
  updateOrgPlan,
} from './admin.repository.ts';

/** Far above any factory; guards against a typo of a few extra digits. */
const MAX_QUOTA = 100_000;

export type PlanChange = {
  moduleIds?: number[];
  resourceCodes?: string[];
  partnershipMode?: number;
  expiresAt?: string | null;
  status?: 'active' | 'disabled';
};

export async function listOrgs(deps: AppDeps) {
  const rows = await listOrgPlans(deps.db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status,
    modules: parseJsonList<number>(r.module_ids).join(','),
    resources: parseJsonList<string>(r.resource_codes).length,
    partnership: r.partnership_mode,
    expires: r.plan_expires_at ?? 'never',
  }));
}

/** Sets an enterprise's plan; members feel it on their next call (permissions are read live). */
export async function setPlan(deps: AppDeps, target: string, change: PlanChange) {
  const org = await findOrg(deps, target);
  if (change.partnershipMode !== undefined && !Number.isInteger(change.partnershipMode)) {
    throw new Error('--partnership must be an integer');
  }
  await updateOrgPlan(deps.db, org.id, {
    ...(change.moduleIds ? { module_ids: JSON.stringify(change.moduleIds) } : {}),
    ...(change.resourceCodes ? { resource_codes: JSON.stringify(change.resourceCodes) } : {}),
    ...(change.partnershipMode !== undefined ? { partnership_mode: change.partnershipMode } : {}),
    ...(change.expiresAt !== undefined ? { plan_expires_at: change.expiresAt } : {}),
    ...(change.status ? { status: change.status } : {}),
  });
  const [updated] = (await listOrgs(deps)).filter((o) => o.id === org.id);
  return updated;
}

async function findOrg(deps: AppDeps, target: string) {
  const org = await findOrgByIdOrName(deps.db, target);
  if (!org) throw new Error(`No enterprise with id or name "${target}"`);
  return org;
}

/**
 * Sets one quota total of an enterprise (member seats, device links). A total below what is in
 * use is refused: seats are reclaimed by the enterprise itself, not taken away by the operator.
 */
export async function setQuota(deps: AppDeps, target: string, key: string, total: number) {
  if (!(QUOTA_KEYS as readonly string[]).includes(key)) {
    throw new Error(`Unknown quota "${key}"; one of ${QUOTA_KEYS.join(', ')}`);
  }
  if (!Number.isInteger(total) || total < 0 || total > MAX_QUOTA) {
    throw new Error(`The total must be a whole number from 0 to ${MAX_QUOTA}`);
  }
  const { id } = await findOrg(deps, target);
  const org = orgScope(deps.db, id);
  const used = key === 'memberSeats' ? await countUsedSeats(org) : 0;
  if (total < used) throw new Error(`${used} ${key} are in use; the total cannot go below that`);
  await saveQuotaTotal(org, key, total);
  const totals = await loadQuotas(org);
  return { id, ...totals, memberSeatsUsed: await countUsedSeats(org) };
}
