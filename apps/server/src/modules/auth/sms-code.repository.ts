import type { Db } from '../../db/database.ts';
import type { SmsCodesTable } from './auth.tables.ts';

/** When codes were sent to the phone since `since`, newest first. */
export async function listSmsSendTimes(db: Db, phone: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('phone', '=', phone)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.created_at);
}

export const insertSmsCode = (db: Db, row: SmsCodesTable) =>
  db.insertInto('sms_codes').values(row).execute();

/** The newest code of a phone and purpose: only that one can be used. */
export const findLatestSmsCode = (db: Db, phone: string, purpose: string) =>
  db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function setSmsCodeTries(db: Db, id: string, tries: number): Promise<void> {
  await db.updateTable('sms_codes').set({ tries }).where('id', '=', id).execute();
}

/** Marks the code used; false when another request used it first. */
export async function markSmsCodeUsed(db: Db, id: string, now: string): Promise<boolean> {
  const used = await db
    .updateTable('sms_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
