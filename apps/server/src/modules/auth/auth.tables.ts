import type { ColumnType } from 'kysely';

/** Accounts, sessions and the sign-up checks (issue 2). Storage rules: docs/adr/0003. */
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

/** The module's tables, as tables.ts joins them into the Database type. */
export type AuthTables = {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  captchas: CaptchasTable;
};
