export type RolesTable = {
  org_id: string;
  id: string;
  name: string;
  is_super_admin: number;
  menu_ids: string;
  actions: string;
  created_at: string;
  updated_at: string;
  version: number;
};

/** The module's tables, as tables.ts joins them into the Database type. */
export type RoleTables = { roles: RolesTable };
