/* Issue 20: team groups under a process and their members' coefficients (migration g01). */

export type TeamGroupsTable = {
  org_id: string;
  id: string;
  name: string;
  process_id: string;
  /** Σ of the members' coefficients, basis points, ≤ 10 000 by a CHECK. */
  coefficient_total_bp: number;
  version: number;
  created_by: string;
  created_at: string;
  updated_at: string;
};

export type TeamMembersTable = {
  org_id: string;
  team_id: string;
  process_id: string;
  /** The worker's user id, as work reports name it (`work_reports.worker_id`); unique per process. */
  worker_id: string;
  /** Basis points (10 000 = 100 %): this member's share of the team's pay. */
  coefficient_bp: number;
  added_by: string;
  added_at: string;
};

export type TeamTables = {
  team_groups: TeamGroupsTable;
  team_members: TeamMembersTable;
};
