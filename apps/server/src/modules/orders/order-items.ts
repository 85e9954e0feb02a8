import { ERROR_CODES, type MessageKey } from '@stone/shared';
import { ORDER_TYPES, type OrderType } from '@stone/shared/orders/enums';
import type { LockedPriceRefusal, OrderItem } from '@stone/shared/orders/orders';
import { formatMoney } from '@stone/shared/units';
import { AppError } from '../../lib/app-error.ts';
import type { OrderRow } from './orders.repository.ts';
import type { SettledFigures } from './order-settlements.ts';

/** bigint columns arrive as text on PostgreSQL. */
export const centsOf = (v: number | string | null): number | null =>
  v === null ? null : Number(v);
export const moneyOrNull = (cents: number | null) => (cents === null ? null : formatMoney(cents));

export function toOrderItem(
  row: OrderRow,
  extra: { projectCount: number; settled: SettledFigures | undefined },
): OrderItem {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    orderType: (ORDER_TYPES as readonly string[]).includes(row.order_type)
      ? (row.order_type as OrderType)
      : 'product',
    source: row.source,
    customerName: row.customer_name,
    contact: row.contact,
    processingType: row.processing_type,
    managerName: row.manager_name,
    managerPhone: row.manager_phone,
    expectedDeliveryDate: row.expected_delivery_date,
    deliveredDate: row.delivered_date,
    projectCount: extra.projectCount,
    settledProjectCount: extra.settled?.count ?? 0,
    settledAmount: formatMoney(extra.settled?.amountCents ?? 0),
    priceLocked: row.price_locked === 1,
    lockedUnitPrice: moneyOrNull(centsOf(row.locked_unit_price_cents)),
    createdAt: row.created_at,
    version: row.version,
  };
}

/** A refusal naming what was wrong (code 4, or 3 for something that is not there). */
export const refuse = (
  key: MessageKey,
  params: Record<string, string | number> = {},
  code: number = ERROR_CODES.CONFLICT,
) => new AppError(code, key, null, params);

/**
 * A price edit that lost to the lock: code 4 with the price in force, in the message and as data
 * (`field` names the form field the web shows it beside).
 */
export function lockedPriceRefusal(cents: number): AppError {
  const unitPrice = formatMoney(cents);
  const data: LockedPriceRefusal = { field: 'unitPrice', unitPrice };
  return new AppError(ERROR_CODES.CONFLICT, 'order.priceLocked', data, { price: unitPrice });
}
