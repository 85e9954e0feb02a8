import { containsText } from '../../db/list-query.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import type { SettlementDocType } from '@stone/shared/settlements/enums';

/**
 * The orders a settlement can be made from, newest first (the create dialog's select): read here
 * so a role with only the settlement screen needs no order-management permission.
 */
export async function orderChoices(org: OrgScope, keyword?: string) {
  let q = org
    .selectFrom('orders')
    .select(['id', 'number', 'name', 'order_type', 'customer_name'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50);
  if (keyword)
    q = q.where((eb) =>
      eb.or([
        containsText('number', keyword),
        containsText('name', keyword),
        containsText('customer_name', keyword),
      ]),
    );
  const rows = await q.execute();
  return {
    orders: rows.map((r) => ({
      id: r.id,
      number: r.number,
      name: r.name,
      orderType: r.order_type as SettlementDocType,
      customerName: r.customer_name,
    })),
  };
}
