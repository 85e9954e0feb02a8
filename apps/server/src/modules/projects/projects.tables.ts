import type { ColumnType } from 'kysely';

/* Issue 12: projects. Areas mm² integers, yields basis points (10000 = 100 %). Storage: docs/adr/0003. */

export type ProjectType = 'engineering' | 'precision';
export type ReviewState = 'pending' | 'reviewed' | 'done';
export type ProductionState = 'notStarted' | 'inProduction' | 'completed';
export type PlanningState = 'toPlan' | 'planning' | 'planned';

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
  /** settings.materialId, kept beside the JSON for its foreign key (migration c01). */
  material_id: ColumnType<string | null, string | null | undefined, string | null>;
  plane_count: number;
  piece_count: number;
  /** bigint: PostgreSQL returns it as a string; read it with Number(). */
  total_area_mm2: ColumnType<number | string, number, number>;
  slab_count: number;
  /** Net piece area over slab area of the planes' accepted plans (migration a01). */
  yield_bp: number;
  /** Slab and net piece area of the accepted plans; bigint, read with Number() (migration a01). */
  planned_slab_area_mm2: ColumnType<number | string, number | undefined, number>;
  planned_piece_area_mm2: ColumnType<number | string, number | undefined, number>;
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
  /** The description drawn after the code ("WB-01 墙板" → 墙板); '' when none (issue 23). */
  name: ColumnType<string, string | undefined, string>;
  width_mm: number;
  height_mm: number;
  area_mm2: number;
  thickness_mm: number;
  /** { outline: [x, y][], holes: [x, y][][] } in mm. */
  contour_json: string;
  process_code: string;
  /** 1: the vein fixes the piece's orientation, planning never turns it (issue 24). */
  rotation_locked: ColumnType<number, number | undefined, number>;
  status: string;
  abnormal: number;
  /** Why, when and by whom the piece was flagged abnormal (migration x01); '' / null when not. */
  abnormal_reason: ColumnType<string, string | undefined, string>;
  abnormal_at: ColumnType<string | null, string | null | undefined, string | null>;
  abnormal_by: ColumnType<string | null, string | null | undefined, string | null>;
  box_no: number | null;
  created_at: string;
};

/** The module's tables, as tables.ts joins them into the Database type. */
export type ProjectTables = {
  projects: ProjectsTable;
  planes: PlanesTable;
  cad_uploads: CadUploadsTable;
  project_slabs: ProjectSlabsTable;
};
