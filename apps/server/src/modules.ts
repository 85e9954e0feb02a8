import type { ServerModule } from './context.ts';
import { AUTH_MODULE } from './modules/auth/auth.module.ts';
import { CUTTING_MODULE } from './modules/cutting/cutting.module.ts';
import { WORK_REPORT_MODULE } from './modules/work-reports/work-reports.module.ts';
import { PACKING_MODULE } from './modules/packing/packing.module.ts';
import { PRODUCTION_PLANS_MODULE } from './modules/production-plans/production-plans.module.ts';
import { PRODUCTION_CONTROL_MODULE } from './modules/production-control/production-control.module.ts';
import { DEPARTMENTS_MODULE } from './modules/departments/departments.module.ts';
import { EVENTS_MODULE } from './modules/events/events.module.ts';
import { BOARDS_MODULE } from './modules/boards/boards.module.ts';
import { FILES_MODULE } from './modules/files/files.module.ts';
import { FRAMES_MODULE } from './modules/frames/frames.module.ts';
import { BOX_ORDERS_MODULE } from './modules/box-orders/box-orders.module.ts';
import { ORDERS_MODULE } from './modules/orders/orders.module.ts';
import { SETTLEMENTS_MODULE } from './modules/settlements/settlements.module.ts';
import { PAY_MODULE } from './modules/pay/pay.module.ts';
import { TEAMS_MODULE } from './modules/teams/teams.module.ts';
import { MATERIAL_FLOWS_MODULE } from './modules/material-flows/material-flows.module.ts';
import { MATERIALS_MODULE } from './modules/materials/materials.module.ts';
import { MEMBERS_MODULE } from './modules/members/members.module.ts';
import { ORG_INFO_MODULE } from './modules/org-info/org-info.module.ts';
import { ORG_MODULE } from './modules/org/org.module.ts';
import { PLANNING_MODULE } from './modules/planning/planning.module.ts';
import { PROCESSES_MODULE } from './modules/processes/processes.module.ts';
import { PROFILE_MODULE } from './modules/profile/profile.module.ts';
import { PROJECTS_MODULE } from './modules/projects/projects.module.ts';
import { QUOTAS_MODULE } from './modules/quotas/quotas.module.ts';
import { ROLES_MODULE } from './modules/roles/roles.module.ts';
import { USER_MODULE } from './modules/user/user.module.ts';
import type { UniqueKey } from './lib/db-errors.ts';

/**
 * Every module of the server, in registration order: a new area adds one line here and its
 * tables to tables.ts. A module keeps its routes, services, repositories and tables together
 * and shows itself through `<module>.module.ts`.
 */
export const MODULES: readonly ServerModule[] = [
  AUTH_MODULE,
  USER_MODULE,
  ORG_MODULE,
  ORG_INFO_MODULE,
  DEPARTMENTS_MODULE,
  MEMBERS_MODULE,
  ROLES_MODULE,
  PROFILE_MODULE,
  QUOTAS_MODULE,
  FILES_MODULE,
  PROJECTS_MODULE,
  PLANNING_MODULE,
  MATERIALS_MODULE,
  MATERIAL_FLOWS_MODULE,
  CUTTING_MODULE,
  WORK_REPORT_MODULE,
  PACKING_MODULE,
  PRODUCTION_PLANS_MODULE,
  FRAMES_MODULE,
  BOX_ORDERS_MODULE,
  ORDERS_MODULE,
  SETTLEMENTS_MODULE,
  PAY_MODULE,
  TEAMS_MODULE,
  PRODUCTION_CONTROL_MODULE,
  PROCESSES_MODULE,
  BOARDS_MODULE,
  EVENTS_MODULE,
];

export const UNIQUE_KEYS: readonly UniqueKey[] = MODULES.flatMap((m) => m.uniqueKeys ?? []);
