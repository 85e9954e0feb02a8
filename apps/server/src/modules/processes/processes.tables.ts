/* Issue 17: the process catalogue. Money integer cents, sizes mm, booleans 0/1. */

type Versioned = {
  org_id: string;
  id: string;
  created_at: string;
  updated_at: string;
  version: number;
};

export type ProcessesTable = Versioned & {
  name: string;
  code: string;
  fee: number;
  unit: string;
  size_min_mm: number;
  size_max_mm: number;
  workshop_id: string | null;
  processing_part: string;
  flow_mode: string;
  flow_unit: string;
  report_mode: string;
  /** ProcessStage (migration s01). */
  stage: string;
  bonding: number;
  outsourcing_type: string;
  outsourcing_cost: number;
  auxiliary_cost: number;
  worker_cost: number;
  total_cost: number;
};

/** `process_ids`: the route, a JSON list of process ids in order. */
export type ProcessCodesTable = Versioned & {
  code: string;
  name: string;
  remark: string;
  process_ids: string;
};
export type ProcessContentsTable = Versioned & { name: string; sort: number; remark: string };
export type CraftDesignsTable = Versioned & { code: string; name: string; description: string };

/** One row per enterprise (no id): defaults for work reports and piece flow. */
export type ProcessDefaultsTable = {
  org_id: string;
  report_mode: string;
  batch_max: number;
  flow_mode: string;
  flow_unit: string;
  forklift_capacity: number;
  updated_at: string;
  version: number;
};

export type ProcessTables = {
  process_defaults: ProcessDefaultsTable;
  processes: ProcessesTable;
  process_codes: ProcessCodesTable;
  process_contents: ProcessContentsTable;
  craft_designs: CraftDesignsTable;
};
