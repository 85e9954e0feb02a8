import type { Db } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/crypto.ts';

export type NewUser = {
  username: string;
  phone: string;
  /** Already hashed: callers hash before a transaction opens, so no lock waits on argon2. */
  passwordHash: string;
  nickname: string;
  /** false for an account an enterprise made by phone: its password is still random. */
  passwordSet?: boolean;
  currentOrgId?: string | null;
};

/** Adds an account with no avatar or gender yet; returns its new id. */
export async function insertUser(db: Db, user: NewUser): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      id,
      username: user.username,
      phone: user.phone,
      password_hash: user.passwordHash,
      password_set: user.passwordSet === false ? 0 : 1,
      nickname: user.nickname,
      avatar: null,
      gender: null,
      current_org_id: user.currentOrgId ?? null,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  return id;
}
