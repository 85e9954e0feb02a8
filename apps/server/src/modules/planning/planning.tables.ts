/* Issue 12: planning runs and their layouts. Yields basis points (10000 = 100 %). */
import type { ColumnType } from 'kysely';
import type { Cut, Rect } from '@stone/planner';

export type PlanRunState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

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
  /** Net piece area over the slab's area (holes and arcs subtracted; migration a01). */
  yield_bp: number;
  /** Net area of the slab's pieces; bigint (PostgreSQL returns a string: read it with Number()). */
  piece_area_mm2: ColumnType<number | string, number | undefined, number>;
  /** Placements { pieceId, code, x, y, width, height, rotated } and cuts, as JSON. */
  layout_json: string;
  created_at: string;
};

export type StoredPlacement = {
  pieceId: string;
  code: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotated: boolean;
};

/** plan_layouts.layout_json, in the planner's coordinates (plan-axes.ts). */
export type StoredLayout = {
  slabId: string;
  trim: number;
  kerf: number;
  placements: StoredPlacement[];
  cuts: Cut[];
  /** Off-cuts of at least the minimum remnant (runs since migration 0011; older rows lack it). */
  remnants?: Rect[];
};

/** The module's tables, as tables.ts joins them into the Database type. */
export type PlanningTables = { plan_runs: PlanRunsTable; plan_layouts: PlanLayoutsTable };
