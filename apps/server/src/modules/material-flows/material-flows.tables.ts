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

/** The module's tables, as tables.ts joins them into the Database type. */
export type MaterialFlowTables = {
  slab_picks: SlabPicksTable;
  slab_movements: SlabMovementsTable;
  warehouse_machines: WarehouseMachinesTable;
};
