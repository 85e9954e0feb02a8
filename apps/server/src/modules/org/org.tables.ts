/** Enterprises and the applications to join them (issue 2). */
export type OrgsTable = {
  id: string;
  name: string;
  contact: string;
  phone: string;
  address: string;
  email: string | null;
  region: string | null;
  logo: string | null;
  partnership_mode: number;
  module_ids: string;
  resource_codes: string;
  status: 'active' | 'disabled';
  plan_expires_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  version: number;
};

export type JoinApplicationsTable = {
  org_id: string;
  id: string;
  user_id: string;
  remark: string | null;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  reason: string | null;
  decided_by: string | null;
  created_at: string;
  updated_at: string;
};

/** The module's tables, as tables.ts joins them into the Database type. */
export type OrgTables = { orgs: OrgsTable; join_applications: JoinApplicationsTable };
