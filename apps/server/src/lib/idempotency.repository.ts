import type { Db } from '../db/database.ts';
import { nowIso } from './crypto.ts';

/** One create, as its caller named it: the same user sending the same requestId to one endpoint. */
export type IdempotencyKey = { user_id: string; endpoint: string; request_id: string };

/**
 * Records `response` for the key unless a record exists; true when this call made it. On
 * PostgreSQL a concurrent claim of the same key waits here until the other transaction ends.
 */
export async function claimIdempotencyKey(
  trx: Db,
  key: IdempotencyKey,
  response: string,
): Promise<boolean> {
  const claim = await trx
    .insertInto('idempotency')
    .values({ ...key, response, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'endpoint', 'request_id']).doNothing())
    .executeTakeFirst();
  return Number(claim.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The response recorded for a key that exists (its claim failed). */
export async function findIdempotentResponse(trx: Db, key: IdempotencyKey): Promise<string> {
  const seen = await trx
    .selectFrom('idempotency')
    .select('response')
    .where('user_id', '=', key.user_id)
    .where('endpoint', '=', key.endpoint)
    .where('request_id', '=', key.request_id)
    .executeTakeFirstOrThrow();
  return seen.response;
}

export async function saveIdempotentResponse(
  trx: Db,
  key: IdempotencyKey,
  response: string,
): Promise<void> {
  await trx
    .updateTable('idempotency')
    .set({ response })
    .where('user_id', '=', key.user_id)
    .where('endpoint', '=', key.endpoint)
    .where('request_id', '=', key.request_id)
    .execute();
}
