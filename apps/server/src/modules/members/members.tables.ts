export type MemberStatus = 'enabled' | 'disabled' | 'removed';

export type MembersTable = {
  org_id: string;
  id: string;
  user_id: string;
  role_id: string;
  department_id: string | null;
  staff_no: string | null;
  status: MemberStatus;
  web_access: number;
  created_at: string;
  updated_at: string;
  version: number;
};

/** The module's tables, as tables.ts joins them into the Database type. */
export type MemberTables = { members: MembersTable };
