import type { AppDeps } from '../context.ts';
import { parseJsonList } from '../db/database.ts';
import { nowIso } from '../lib/crypto.ts';

export type PlanChange = {
  moduleIds?: number[];
  resourceCodes?: string[];
  partnershipMode?: number;
  expiresAt?: string | null;
  status?: 'active' | 'disabled';
};

export async function listOrgs(deps: AppDeps) {
  const rows = await deps.db
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
  const org = await deps.db
    .selectFrom('orgs')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', target), eb('name', '=', target)]))
    .executeTakeFirst();
  if (!org) throw new Error(`No enterprise with id or name "${target}"`);
  if (change.partnershipMode !== undefined && !Number.isInteger(change.partnershipMode)) {
    throw new Error('--partnership must be an integer');
  }
  await deps.db
    .updateTable('orgs')
    .set((eb) => ({
      ...(change.moduleIds ? { module_ids: JSON.stringify(change.moduleIds) } : {}),
      ...(change.resourceCodes ? { resource_codes: JSON.stringify(change.resourceCodes) } : {}),
      ...(change.partnershipMode !== undefined ? { partnership_mode: change.partnershipMode } : {}),
      ...(change.expiresAt !== undefined ? { plan_expires_at: change.expiresAt } : {}),
      ...(change.status ? { status: change.status } : {}),
      updated_at: nowIso(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', org.id)
    .execute();
  const [updated] = (await listOrgs(deps)).filter((o) => o.id === org.id);
  return updated;
}
