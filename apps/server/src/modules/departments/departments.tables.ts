export type DepartmentsTable = {
  org_id: string;
  id: string;
  name: string;
  parent_id: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
  version: number;
};

/** The module's tables, as tables.ts joins them into the Database type. */
export type DepartmentTables = { departments: DepartmentsTable };
