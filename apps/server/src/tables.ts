import type { KitTables } from './db/kit-tables.ts';
import type { AuthTables } from './modules/auth/auth.tables.ts';
import type { CuttingTables } from './modules/cutting/cutting.tables.ts';
import type { DepartmentTables } from './modules/departments/departments.tables.ts';
import type { FileTables } from './modules/files/files.tables.ts';
import type { FrameTables } from './modules/frames/frames.tables.ts';
import type { MaterialFlowTables } from './modules/material-flows/material-flows.tables.ts';
import type { MaterialTables } from './modules/materials/materials.tables.ts';
import type { MemberTables } from './modules/members/members.tables.ts';
import type { OrgTables } from './modules/org/org.tables.ts';
import type { PlanningTables } from './modules/planning/planning.tables.ts';
import type { ProcessTables } from './modules/processes/processes.tables.ts';
import type { ProjectTables } from './modules/projects/projects.tables.ts';
import type { QuotaTables } from './modules/quotas/quotas.tables.ts';
import type { RoleTables } from './modules/roles/roles.tables.ts';
import type { WorkReportTables } from './modules/work-reports/work-reports.tables.ts';
import type { ProductionPlanTables } from './modules/production-plans/production-plans.tables.ts';
import type { PackingTables } from './modules/packing/packing.tables.ts';
import type { BoxOrderTables } from './modules/box-orders/box-orders.tables.ts';
import type { OrderTables } from './modules/orders/orders.tables.ts';
import type { TeamTables } from './modules/teams/teams.tables.ts';
import type { SettlementTables } from './modules/settlements/settlements.tables.ts';
import type { PayTables } from './modules/pay/pay.tables.ts';

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
  MaterialFlowTables &
  CuttingTables &
  ProcessTables &
  WorkReportTables &
  ProductionPlanTables &
  PackingTables &
  BoxOrderTables &
  FrameTables &
  OrderTables &
  TeamTables &
  SettlementTables &
  PayTables;

/** Tables whose rows carry an optimistic-lock `version`, bumped by every edit. */
export type VersionedTable = {
  [T in keyof Database]: Database[T] extends { org_id: string; version: number } ? T : never;
}[keyof Database];
