import type { ColumnType } from 'kysely';

/* Issue 17: cutting records and their day totals (migration k01). Lengths mm, areas mm². */

/** bigint: PostgreSQL returns it as a string; read it with Number(). */
type Big = ColumnType<number | string, number, number>;

export type CuttingRecordsTable = {
  org_id: string;
  id: string;
  slab_id: string;
  barcode: string;
  block_no: string;
  bundle_no: string;
  slab_no: string;
  material_id: string | null;
  is_remnant: number;
  project_id: string | null;
  plane_id: string | null;
  layout_id: string | null;
  plan_seq: number;
  plan_length_mm: number;
  plan_width_mm: number;
  device_id: string | null;
  device_table: string | null;
  user_id: string;
  cut_at: string;
  cut_length_mm: Big;
  piece_count: number;
  piece_area_mm2: Big;
  rect_area_mm2: Big;
  slab_area_mm2: Big;
  remnant_area_mm2: Big;
  yield_bp: number;
  rect_yield_bp: number;
  status: 'done';
};

/** Sums per factory day and saw, operator, project and material ('' = none). */
export type CuttingDaysTable = {
  org_id: string;
  day: string;
  device_id: string;
  user_id: string;
  project_id: string;
  material_id: string;
  slab_count: number;
  cut_length_mm: Big;
  piece_area_mm2: Big;
  slab_area_mm2: Big;
  consumption_mm2: Big;
};

/** The module's tables, as tables.ts joins them into the Database type. */
export type CuttingTables = {
  cutting_records: CuttingRecordsTable;
  cutting_days: CuttingDaysTable;
};
