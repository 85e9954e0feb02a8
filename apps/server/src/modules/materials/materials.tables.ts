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

/** A simple entity (packages/shared materials/process-categories.ts). */
export type ProcessCategoriesTable = Versioned & { name: string; sort: number };

export type WorkshopsTable = Versioned & {
  name: string;
  code: string;
  category: string;
  sort: number;
  is_default: number;
};

export type BigSlabsTable = Versioned & {
  block_no: string;
  bundle_no: string;
  slab_no: string;
  barcode: string;
  /** The catalogue's stone_materials row (migration c01); matching compares this id. */
  material_id: string;
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

/** The stone-material catalogue (issue 23, migration c01): usual thicknesses as a JSON list. */
export type StoneMaterialsTable = Versioned & {
  name_zh: string;
  name_en: string;
  code: string;
  density_kg_m3: number | null;
  thicknesses_mm: string;
};

/** The module's tables, as tables.ts joins them into the Database type. */
export type MaterialTables = {
  warehouses: WarehousesTable;
  racks: RacksTable;
  workshops: WorkshopsTable;
  process_categories: ProcessCategoriesTable;
  big_slabs: BigSlabsTable;
  big_slab_photos: BigSlabPhotosTable;
  devices: DevicesTable;
  stone_materials: StoneMaterialsTable;
};
