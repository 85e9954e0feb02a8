import { QUOTA_KEYS, TRIAL_QUOTAS, type QuotaKey } from '@stone/shared/enterprise/limits';
import type { Db } from '../../db/database.ts';

/** The enterprise's quotas: what an operator set, else the trial plan's. */
export async function loadQuotas(db: Db, orgId: string): Promise<Record<QuotaKey, number>> {
  const rows = await db
    .selectFrom('org_quotas')
    .select(['quota_key', 'total'])
    .where('org_id', '=', orgId)
    .execute();
  const totals = { ...TRIAL_QUOTAS };
  for (const row of rows) {
    if ((QUOTA_KEYS as readonly string[]).includes(row.quota_key))
      totals[row.quota_key as QuotaKey] = row.total;
  }
  return totals;
}

/** A seat is held by every member who is not removed and may use the web console. */
export async function countUsedSeats(db: Db, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('org_id', '=', orgId)
    .where('status', '!=', 'removed')
    .where('web_access', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
