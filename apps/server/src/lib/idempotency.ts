import type { AppDeps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from './crypto.ts';

export type IdempotencyScope = { userId: string; endpoint: string; requestId?: string | undefined };

/** Work to do once the create has committed (e.g. send an SMS); skipped on a replay. */
export type AfterCommit = (effect: () => Promise<void>) => void;

/** Written with the claim and replaced by the result before the same transaction commits. */
const PENDING = '';

/**
 * Runs a create in one transaction and, when the caller sent a `requestId`, records its result
 * in that same transaction: a retried create returns the first result instead of creating twice
 * (api-conventions.md), and a crash can never leave a committed row without its record.
 *
 * The record is claimed first. A concurrent duplicate on PostgreSQL waits on that claim until
 * the first transaction ends, then finds the committed result (read committed reads it in the
 * next statement) or, if the first rolled back, makes the claim itself. SQLite runs one
 * transaction at a time. `create` must use only `trx`: on SQLite, `deps.db` waits for it.
 */
export async function withIdempotency<T>(
  deps: AppDeps,
  scope: IdempotencyScope,
  create: (trx: Db, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const effects: (() => Promise<void>)[] = [];
  const afterCommit: AfterCommit = (effect) => effects.push(effect);
  const result = await deps.db.transaction().execute(async (trx) => {
    const { requestId } = scope;
    if (!requestId) return { value: await create(trx, afterCommit) };
    const key = { user_id: scope.userId, endpoint: scope.endpoint, request_id: requestId };
    const claim = await trx
      .insertInto('idempotency')
      .values({ ...key, response: PENDING, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'endpoint', 'request_id']).doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) {
      const seen = await trx
        .selectFrom('idempotency')
        .select('response')
        .where('user_id', '=', key.user_id)
        .where('endpoint', '=', key.endpoint)
        .where('request_id', '=', key.request_id)
        .executeTakeFirstOrThrow();
      return { value: JSON.parse(seen.response) as T };
    }
    const value = await create(trx, afterCommit);
    await trx
      .updateTable('idempotency')
      .set({ response: JSON.stringify(value ?? null) })
      .where('user_id', '=', key.user_id)
      .where('endpoint', '=', key.endpoint)
      .where('request_id', '=', key.request_id)
      .execute();
    return { value };
  });
  for (const effect of effects) await effect();
  return result.value;
}
