import type { ColumnType } from 'kysely';

/* Issue 19: orders and the projects they price (migration o01). Money in integer cents. */

/** bigint on PostgreSQL: read with Number(). */
type BigOrNull = ColumnType<number | string | null, number | null, number | null>;

export type OrdersTable = {
  org_id: string;
  id: string;
  /** Unique within the enterprise. */
  number: string;
  name: string;
  order_type: string;
  source: string;
  customer_name: string;
  contact: string;
  processing_type: string;
  manager_name: string;
  manager_phone: string;
  expected_delivery_date: string;
  delivered_date: string | null;
  /** 0/1: every project of the order shares the first edited unit price. */
  price_locked: number;
  /** Set once, by the first price edit under lock (conditional update: one winner). */
  locked_unit_price_cents: BigOrNull;
  locked_by: string | null;
  locked_at: string | null;
  version: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  /**
   * Name, number and customer, lower-cased, one per line: the keyword's trigram index (o02).
   * Optional on insert (default ''), so rows written straight by other suites still insert; the
   * order services always set it.
   */
  search_text: ColumnType<string, string | undefined, string>;
};

export type OrderProjectsTable = {
  org_id: string;
  /** A project sits in at most one order. */
  project_id: string;
  order_id: string;
  unit_price_cents: BigOrNull;
  priced_by: string | null;
  priced_at: string | null;
  added_at: string;
};

export type OrderTables = {
  orders: OrdersTable;
  order_projects: OrderProjectsTable;
};
