import type { ColumnType } from 'kysely';
import type {
  ProjectsTable,
  PlanesTable,
  CadUploadsTable,
  ProjectSlabsTable,
  PlanRunsTable,
  PlanLayoutsTable,
  WarehousesTable,
  RacksTable,
  WorkshopsTable,
  ProcessCategoriesTable,
  BigSlabsTable,
  BigSlabPhotosTable,
  DevicesTable,
  SlabPicksTable,
  SlabMovementsTable,
  WarehouseMachinesTable,
} from './factory-tables.ts';

export type * from './factory-tables.ts';

/**
 * Row types as Kysely sees them. Dialect-neutral storage: ids are text, times are ISO-8601 UTC
 * text, booleans are 0/1 integers, lists are JSON text. See docs/adr/0003-dialect-neutral-schema.md.
 */
export type UsersTable = {
  id: string;
  username: string;
  phone: string;
  password_hash: string;
  /** 0 for an account made by an enterprise adding a phone: its password is still random. */
  password_set: ColumnType<number, number | undefined, number>;
  nickname: string;
  avatar: string | null;
  gender: string | null;
  current_org_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
};

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

export type SessionRevokeReason =
  'logout' | 'password_changed' | 'signed_in_elsewhere' | 'member_disabled' | 'member_removed';

export type SessionsTable = {
  id: string;
  token_hash: string;
  user_id: string;
  org_id: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  renewed_at: string | null;
  revoked_at: string | null;
  revoke_reason: SessionRevokeReason | null;
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

export type SmsCodesTable = {
  id: string;
  phone: string;
  purpose: string;
  code_hash: string;
  tries: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  ip: string;
};

export type CaptchasTable = {
  id: string;
  answer_x: number;
  attempts: number;
  token_hash: string | null;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
};

export type IdempotencyTable = {
  user_id: string;
  request_id: string;
  endpoint: string;
  response: string;
  created_at: string;
};

export type FilesTable = {
  id: string;
  org_id: string | null;
  user_id: string;
  purpose: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  created_at: string;
};

export type OrgQuotasTable = {
  org_id: string;
  quota_key: string;
  total: number;
  updated_at: string;
};

export type Database = {
  users: UsersTable;
  orgs: OrgsTable;
  roles: RolesTable;
  departments: DepartmentsTable;
  members: MembersTable;
  sessions: SessionsTable;
  join_applications: JoinApplicationsTable;
  sms_codes: SmsCodesTable;
  captchas: CaptchasTable;
  idempotency: IdempotencyTable;
  files: FilesTable;
  org_quotas: OrgQuotasTable;
  projects: ProjectsTable;
  planes: PlanesTable;
  cad_uploads: CadUploadsTable;
  project_slabs: ProjectSlabsTable;
  plan_runs: PlanRunsTable;
  plan_layouts: PlanLayoutsTable;
  warehouses: WarehousesTable;
  racks: RacksTable;
  workshops: WorkshopsTable;
  process_categories: ProcessCategoriesTable;
  big_slabs: BigSlabsTable;
  big_slab_photos: BigSlabPhotosTable;
  devices: DevicesTable;
  slab_picks: SlabPicksTable;
  slab_movements: SlabMovementsTable;
  warehouse_machines: WarehouseMachinesTable;
};
