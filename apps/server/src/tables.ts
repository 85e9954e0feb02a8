import type { KitTables } from './db/kit-tables.ts';
import type { AuthTables } from './modules/auth/auth.module.ts';
import type { DepartmentTables } from './modules/departments/departments.module.ts';
import type { FileTables } from './modules/files/files.module.ts';
import type { MaterialFlowTables } from './modules/material-flows/material-flows.module.ts';
import type { MaterialTables } from './modules/materials/materials.module.ts';
import type { MemberTables } from './modules/members/members.module.ts';
import type { OrgTables } from './modules/org/org.module.ts';
import type { PlanningTables } from './modules/planning/planning.module.ts';
import type { ProjectTables } from './modules/projects/projects.module.ts';
import type { QuotaTables } from './modules/quotas/quotas.module.ts';
import type { RoleTables } from './modules/roles/roles.module.ts';

/**
 * Every table as Kysely sees it, joined from the modules that own them: a new area adds its
 * `<area>.tables.ts` and one line here. Storage is dialect-neutral (docs/adr/0003): ids text,
 * times ISO-8601 UTC text, booleans 0/1, lists JSON text, money integer cents.
 */
export type Database = KitTables &
  AuthTables &
  OrgTables &
  RoleTables &
  DepartmentTables &
  MemberTables &
  FileTables &
  QuotaTables &
  ProjectTables &
  PlanningTables &
  MaterialTables &
  MaterialFlowTables;

/** Tables whose rows carry an optimistic-lock `version`, bumped by every edit. */
export type VersionedTable = {
  [T in keyof Database]: Database[T] extends { org_id: string; version: number } ? T : never;
}[keyof Database];
