import type { ColumnType } from 'kysely';
import type { BoxOrderState } from '@stone/shared/box-orders/enums';
import type { BoxType } from '@stone/shared/packing/enums';

/* Issue 19: box (packing) orders and their boxes (migration k01). */

/** bigint on PostgreSQL: read with Number(). */
type Big = ColumnType<number | string, number, number>;

export type BoxOrdersTable = {
  org_id: string;
  id: string;
  /** BO + factory day + three digits, unique per enterprise. */
  number: string;
  project_id: string;
  receiving_unit: string;
  address: string;
  contact: string;
  contact_phone: string;
  status: BoxOrderState;
  box_count: number;
  /** JSON [{ type, count }]. */
  box_types_json: string;
  piece_count: number;
  area_mm2: Big;
  created_by: string;
  created_at: string;
  updated_at: string;
  accepted_at: string | null;
  shipped_at: string | null;
  shipped_by: string | null;
  version: number;
};

export type BoxOrderBoxesTable = {
  org_id: string;
  id: string;
  order_id: string;
  /** The box's place in the order, as entered or imported. */
  position: number;
  box_no: string;
  box_key: string;
  box_type: BoxType;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  piece_count: number;
  area_mm2: Big;
  wooden_box_id: string | null;
  /** = wooden_box_id while the order is live; null once cancelled (unique index). */
  live_wooden_box_id: string | null;
  /** JSON MaterialRow[] with area in mm². */
  materials_json: string;
};

export type BoxOrderTables = {
  box_orders: BoxOrdersTable;
  box_order_boxes: BoxOrderBoxesTable;
};
