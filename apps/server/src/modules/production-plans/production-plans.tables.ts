/* Issue 18: production plans, workshop tasks and their transfers (migration t01). */
import type { PlanStatus } from '@stone/shared/production/plans';
import type { TaskStage } from '@stone/shared/production/tasks';

export type ProductionPlansTable = {
  org_id: string;
  id: string;
  number: string;
  name: string;
  start_day: string;
  end_day: string;
  note: string;
  status: PlanStatus;
  created_by: string;
  created_at: string;
  updated_at: string;
  version: number;
};

export type WorkshopTasksTable = {
  org_id: string;
  id: string;
  plan_id: string;
  project_id: string;
  plane_id: string;
  workshop_id: string;
  stage: TaskStage;
  transferable: number;
  /** The stage while the plan is open, NULL once closed: the unique key of open tasks. */
  open_stage: TaskStage | null;
  started_at: string | null;
  started_by: string | null;
  created_by: string;
  created_at: string;
};

export type WorkshopTaskTransfersTable = {
  org_id: string;
  id: string;
  task_id: string;
  from_workshop_id: string;
  to_workshop_id: string;
  reason: string;
  actor_id: string;
  at: string;
};

export type ProductionPlanTables = {
  production_plans: ProductionPlansTable;
  workshop_tasks: WorkshopTasksTable;
  workshop_task_transfers: WorkshopTaskTransfersTable;
};
