// The document lists: paged and filtered, and the foundry view's sums per OEM client.
import type { z } from 'zod';
import { SETTLEMENT_LIMITS } from '@stone/shared/settlements/enums';
import type { settlementListBody } from '@stone/shared/settlements/settlements';
import { containsText, directionOf, listPage } from '../../db/list-query.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import type { SettlementRow } from './settlements.repository.ts';

type ListQuery = z.output<typeof settlementListBody>;

const SORT = { createdAt: 'created_at', number: 'number', total: 'total_cents' } as const;

export async function listSettlements<T>(
  org: OrgScope,
  q: ListQuery,
  toItem: (row: SettlementRow) => T,
) {
  let filtered = org.selectFrom('settlements');
  if (q.docType) filtered = filtered.where('doc_type', '=', q.docType);
  if (q.status) filtered = filtered.where('status', '=', q.status);
  if (q.arrived !== undefined) filtered = filtered.where('account_arrived', '=', q.arrived ? 1 : 0);
  if (q.keyword) {
    const k = q.keyword;
    filtered = filtered.where((eb) =>
      eb.or([
        containsText('number', k),
        containsText('name', k),
        containsText('order_number', k),
        containsText('customer_name', k),
      ]),
    );
  }
  const field = SORT[q.sortField ?? 'createdAt'];
  const dir = q.sortField ? directionOf(q) : 'desc';
  return listPage(
    org,
    filtered,
    q,
    (query) => query.selectAll().orderBy(field, dir).orderBy('id', dir),
    (row) => toItem(row as SettlementRow),
  );
}

/** Sums in cents per OEM client (bigint sums: read with Number()). */
export function foundryRows(org: OrgScope, keyword?: string) {
  let q = org
    .selectFrom('settlements')
    .select((eb) => [
      'customer_name',
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.sum<string | number>('total_cents').as('total'),
      eb.fn
        .sum<string | number>(eb.case().when('status', '=', 'unsettled').then(1).else(0).end())
        .as('unsettled'),
      eb.fn
        .sum<string | number>(
          eb.case().when('status', '=', 'settled').then(eb.ref('total_cents')).else(0).end(),
        )
        .as('settled'),
      eb.fn
        .sum<string | number>(
          eb.case().when('account_arrived', '=', 1).then(eb.ref('total_cents')).else(0).end(),
        )
        .as('arrived'),
    ])
    .where('doc_type', '=', 'oem');
  if (keyword) q = q.where(containsText('customer_name', keyword));
  return q
    .groupBy('customer_name')
    .orderBy('customer_name')
    .limit(SETTLEMENT_LIMITS.foundryGroupsMax)
    .execute();
}
