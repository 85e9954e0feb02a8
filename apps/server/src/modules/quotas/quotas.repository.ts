import type { z } from 'zod';
import { QUOTA_KEYS, TRIAL_QUOTAS, type QuotaKey } from '@stone/shared/enterprise/limits';
import type { seatListBody } from '@stone/shared/enterprise/quotas';
import { containsText, countOf, directionOf, pageOf } from '../../db/list-query.ts';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

/** The enterprise's quotas: what an operator set, else the trial plan's. */
export async function loadQuotas(org: OrgScope): Promise<Record<QuotaKey, number>> {
  const rows = await org.selectFrom('org_quotas').select(['quota_key', 'total']).execute();
  const totals = { ...TRIAL_QUOTAS };
  for (const row of rows) {
    if ((QUOTA_KEYS as readonly string[]).includes(row.quota_key))
      totals[row.quota_key as QuotaKey] = row.total;
  }
  return totals;
}

/** A seat is held by every member who is not removed and may use the web console. */
export async function countUsedSeats(org: OrgScope): Promise<number> {
  const row = await org
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '!=', 'removed')
    .where('web_access', '=', 1)
    .executeTakeFirstOrThrow();
  return countOf(row);
}

/** Members (removed people aside) with their account and role, as the seat screen shows them. */
const seatHolders = (org: OrgScope) =>
  org
    .selectFrom('members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'm.role_id').on(sameOrg('r', 'm')))
    .where('m.status', '!=', 'removed');

export async function selectSeatPage(org: OrgScope, query: z.output<typeof seatListBody>) {
  let base = seatHolders(org);
  if (query.name) base = base.where(containsText('u.nickname', query.name));
  if (query.hasSeat !== undefined) base = base.where('m.web_access', '=', query.hasSeat ? 1 : 0);
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(query);
  const rows = await base
    .select([
      'm.id',
      'u.nickname',
      'u.phone',
      'm.staff_no',
      'r.name',
      'r.is_super_admin',
      'm.status',
      'm.web_access',
      'm.version',
    ])
    .orderBy(query.sortField === 'nickname' ? 'u.nickname' : 'm.created_at', directionOf(query))
    .orderBy('m.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total };
}

/** One member's seat and whether their role is the super administrator's. */
export const findSeat = (org: OrgScope, memberId: string) =>
  seatHolders(org)
    .select(['m.id', 'm.web_access', 'm.version', 'r.is_super_admin'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
