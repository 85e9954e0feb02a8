import type { ColumnType } from 'kysely';

/** Row types of the factory areas (projects, planning, inventory, material flows); see tables.ts. */

/* Issue 12: projects. Areas mm² integers, yields basis points (10000 = 100 %). */

export type ProjectType = 'engineering' | 'precision';
export type ReviewState = 'pending' | 'reviewed' | 'done';
export type ProductionState = 'notStarted' | 'inProduction' | 'completed';
export type PlanningState = 'toPlan' | 'planning' | 'planned';
export type PlanRunState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export type ProjectsTable = {
  org_id: string;
  id: string;
  name: string;
  order_no: string;
  customer_name: string;
  customer_brand: string;
  delivery_at: string | null;
  project_type: ProjectType;
  review_state: ReviewState;
  production_state: ProductionState;
  archived: number;
  terminated: number;
  /** ProjectSettings from packages/shared/src/api/project-schemas.ts, as JSON. */
  settings_json: string;
  plane_count: number;
  piece_count: number;
  /** bigint: PostgreSQL returns it as a string; read it with Number(). */
  total_area_mm2: ColumnType<number | string, number, number>;
  slab_count: number;
  yield_bp: number;
  packing_list_state: 'none' | 'complete';
  created_by: string;
  created_at: string;
  updated_at: string;
  version: number;
  /** projectSearchText() of name, order no., customer and brand (migration 0012). */
  search_text: ColumnType<string, string | undefined, string>;
};

export type PlanesTable = {
  org_id: string;
  id: string;
  project_id: string;
  name: string;
  batch: string;
  planning_state: PlanningState;
  piece_count: number;
  planned_count: number;
  cut_count: number;
  secondary_count: number;
  boxed_count: number;
  accepted_run_id: string | null;
  yield_bp: number;
  created_at: string;
  updated_at: string;
  version: number;
};

export type CadUploadsTable = {
  org_id: string;
  id: string;
  project_id: string;
  plane_id: string;
  file_id: string;
  file_name: string;
  status: 'reading' | 'read' | 'failed';
  slab_count: number;
  /** bigint: PostgreSQL returns it as a string; read it with Number(). */
  plane_area_mm2: ColumnType<number | string, number, number>;
  /** Per-piece warnings of the DXF reader, as JSON. */
  report_json: string;
  error_code: string | null;
  preview_svg: string | null;
  created_at: string;
};

export type ProjectSlabsTable = {
  org_id: string;
  id: string;
  project_id: string;
  plane_id: string;
  code: string;
  width_mm: number;
  height_mm: number;
  area_mm2: number;
  thickness_mm: number;
  /** { outline: [x, y][], holes: [x, y][][] } in mm. */
  contour_json: string;
  process_code: string;
  status: string;
  abnormal: number;
  box_no: number | null;
  created_at: string;
};

export type PlanRunsTable = {
  org_id: string;
  id: string;
  project_id: string;
  plane_id: string;
  state: PlanRunState;
  progress_bp: number;
  started_at: string | null;
  finished_at: string | null;
  time_budget_ms: number;
  slab_count: number;
  piece_count: number;
  unplaced_count: number;
  yield_bp: number;
  error_code: string | null;
  created_by: string;
  created_at: string;
};

export type PlanLayoutsTable = {
  org_id: string;
  id: string;
  run_id: string;
  seq: number;
  slab_length_mm: number;
  slab_width_mm: number;
  yield_bp: number;
  /** Placements { pieceId, code, x, y, width, height, rotated } and cuts, as JSON. */
  layout_json: string;
  created_at: string;
};

/* Issue 13: inventory. Rack values integer hundredths; slab areas integer mm². */

type Versioned = {
  org_id: string;
  id: string;
  created_at: string;
  updated_at: string;
  version: number;
};

export type WarehousesTable = Versioned & { name: string; code: string; sort: number };

export type RacksTable = Versioned & {
  warehouse_id: string;
  number: string;
  code: string;
  safety_value_c: number;
  max_value_c: number;
  status: 'idle' | 'inUse';
};

export type WorkshopsTable = Versioned & {
  name: string;
  code: string;
  category: string;
  sort: number;
  is_default: number;
};

export type ProcessCategoriesTable = Versioned & { name: string; sort: number };

export type BigSlabsTable = Versioned & {
  block_no: string;
  bundle_no: string;
  slab_no: string;
  barcode: string;
  material: string;
  thickness_mm: number;
  length_mm: number;
  width_mm: number;
  area_mm2: number;
  warehouse_id: string;
  rack_id: string | null;
  /** SlabDefect[] of packages/shared/src/api/material-slabs.ts, as JSON. */
  defects_json: string;
  status: string;
  is_remnant: number;
  parent_id: string | null;
  created_by: string;
  /** Migration 0011: the workshop a slab was transferred to; NULL while in its warehouse. */
  workshop_id: string | null;
};

export type BigSlabPhotosTable = { org_id: string; slab_id: string; seq: number; file_id: string };

export type DevicesTable = Versioned & {
  code: string;
  model: string;
  linked_at: string | null;
  pickup_status: string;
  current_table: string;
};

/* Issue 13: material flows (migration 0011). */

export type SlabPicksTable = {
  org_id: string;
  slab_id: string;
  project_id: string;
  plane_id: string;
  layout_id: string;
  picked_by: string;
  picked_at: string;
  device_id: string | null;
  device_table: string | null;
  taken_at: string | null;
  cut_at: string | null;
};

export type SlabMovementsTable = {
  org_id: string;
  id: string;
  slab_id: string;
  kind: string;
  from_warehouse_id: string | null;
  from_rack_id: string | null;
  from_workshop_id: string | null;
  to_warehouse_id: string | null;
  to_rack_id: string | null;
  to_workshop_id: string | null;
  project_id: string | null;
  device_id: string | null;
  device_table: string | null;
  user_id: string;
  created_at: string;
};

export type WarehouseMachinesTable = {
  org_id: string;
  warehouse_id: string;
  machine_type: string;
  max_length_mm: number;
  max_width_mm: number;
  updated_at: string;
};
