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

export const findUser = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Accounts already holding the username or the phone (a sign-up must take neither). */
export const findUsersHoldingNameOrPhone = (db: Db, username: string, phone: string) =>
  db
    .selectFrom('users')
    .select(['username', 'phone'])
    .where((eb) => eb.or([eb('username', '=', username), eb('phone', '=', phone)]))
    .execute();

/** The account signing in with a password: the name typed is its username or its phone. */
export const findUserBySignInName = (db: Db, account: string) =>
  db
    .selectFrom('users')
    .select(['id', 'password_hash', 'current_org_id'])
    .where((eb) => eb.or([eb('username', '=', account), eb('phone', '=', account)]))
    .executeTakeFirst();

export const findUserByPhone = (db: Db, phone: string) =>
  db
    .selectFrom('users')
    .select(['id', 'current_org_id'])
    .where('phone', '=', phone)
    .executeTakeFirst();

export const findUserByUsername = (db: Db, username: string) =>
  db
    .selectFrom('users')
    .select(['id', 'current_org_id'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isPhoneHeldByOther(db: Db, phone: string, userId: string): Promise<boolean> {
  const holder = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return holder !== undefined;
}

export async function hasAnyUser(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The enterprise the user works in now, or null. */
export async function findCurrentOrgId(db: Db, userId: string): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('current_org_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.current_org_id;
}

/** The enterprise becomes the one the user works in (they made it, were let in or added). */
export async function enterOrg(db: Db, userId: string, orgId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ current_org_id: orgId, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

/** The user works in no enterprise any more, unless they have already moved on to another. */
export async function leaveCurrentOrg(db: Db, userId: string, orgId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ current_org_id: null, updated_at: nowIso() })
    .where('id', '=', userId)
    .where('current_org_id', '=', orgId)
    .execute();
}

/** The user signs in without an enterprise: the current one no longer has them. */
export async function clearCurrentOrg(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ current_org_id: null }).where('id', '=', userId).execute();
}

/** A new password; from now on it is one the user chose (password_set = 1). */
export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      password_set: 1,
      updated_at: nowIso(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
}

export type PersonalInfo = {
  nickname: string;
  phone: string;
  gender: string;
  avatar: string | null;
};

/** Saves the user's own record if it still has `version`; false when someone saved first. */
export async function updatePersonalInfo(
  db: Db,
  user: { id: string; version: number },
  info: PersonalInfo,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...info, updated_at: nowIso(), version: user.version + 1 })
    .where('id', '=', user.id)
    .where('version', '=', user.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
