import type { ColumnType } from 'kysely';
import type {
  SettlementDocType,
  SettlementLineKind,
  SettlementStatus,
} from '@stone/shared/settlements/enums';

/* Issue 19: settlement documents and their frozen lines (migration p01). Money integer cents. */

/** bigint on PostgreSQL: read with Number(). */
type Big = ColumnType<number | string, number, number>;

export type SettlementsTable = {
  org_id: string;
  id: string;
  /** Unique within the enterprise: JS-YYYYMMDD-NNN. */
  number: string;
  name: string;
  doc_type: SettlementDocType;
  order_id: string;
  order_number: string;
  order_name: string;
  customer_name: string;
  status: SettlementStatus;
  account_arrived: number;
  area_amount_cents: Big;
  process_amount_cents: Big;
  /** area + process amounts: sums of rounded lines (docs/adr/0020). */
  total_cents: Big;
  project_count: number;
  piece_count: number;
  area_mm2: Big;
  box_count: number;
  /** A4 pages of the printed document (pdf-layout.ts pages it the same way every time). */
  pages: number;
  client_json: string;
  receiving_json: string;
  enterprise_json: string;
  created_by: string;
  created_at: string;
  settled_by: string | null;
  settled_at: string | null;
  arrived_by: string | null;
  arrived_at: string | null;
  version: number;
};

export type SettlementProjectsTable = {
  org_id: string;
  /** A project sits in at most one document. */
  project_id: string;
  settlement_id: string;
};

export type SettlementLinesTable = {
  org_id: string;
  settlement_id: string;
  seq: number;
  kind: SettlementLineKind;
  project_id: string;
  project_name: string;
  label: string;
  unit: string | null;
  quantity: Big;
  piece_count: number;
  unit_price_cents: Big;
  amount_cents: Big;
};

export type SettlementTables = {
  settlements: SettlementsTable;
  settlement_projects: SettlementProjectsTable;
  settlement_lines: SettlementLinesTable;
};
