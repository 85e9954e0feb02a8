import type { Db } from '../../db/database.ts';
import type { CaptchasTable } from './auth.tables.ts';

export const insertCaptcha = (db: Db, row: CaptchasTable) =>
  db.insertInto('captchas').values(row).execute();

export const findCaptcha = (db: Db, id: string) =>
  db.selectFrom('captchas').selectAll().where('id', '=', id).executeTakeFirst();

export async function setCaptchaAttempts(db: Db, id: string, attempts: number): Promise<void> {
  await db.updateTable('captchas').set({ attempts }).where('id', '=', id).execute();
}

/** Stores the hash of the token a solved puzzle hands out, and when that token expires. */
export async function setSliderToken(
  db: Db,
  id: string,
  token: { hash: string; expiresAt: string },
): Promise<void> {
  await db
    .updateTable('captchas')
    .set({ token_hash: token.hash, expires_at: token.expiresAt })
    .where('id', '=', id)
    .execute();
}

/** Marks a live, unspent token spent; false when none matched (a second spend loses). */
export async function spendSliderToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('captchas')
    .set({ consumed_at: now })
    .where('token_hash', '=', tokenHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
