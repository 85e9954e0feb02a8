import type { EndpointPath } from '@stone/shared';
import type { Actor, AppDeps } from '../context.ts';
import type { Db } from '../db/database.ts';
import {
  claimIdempotencyKey,
  findIdempotentResponse,
  saveIdempotentResponse,
} from './idempotency.repository.ts';

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
 * transaction at a time. `create` must use only `trx`: on SQLite a write through `deps.db` waits
 * for this transaction, and a read through it does not see its rows.
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
    if (!(await claimIdempotencyKey(trx, key, PENDING))) {
      return { value: JSON.parse(await findIdempotentResponse(trx, key)) as T };
    }
    const value = await create(trx, afterCommit);
    await saveIdempotentResponse(trx, key, JSON.stringify(value ?? null));
    return { value };
  });
  for (const effect of effects) await effect();
  return result.value;
}

/** Which create, by whom, and the requestId that makes a retry replay it. */
export type CreateCall = { actor: Actor; endpoint: EndpointPath; requestId?: string | undefined };

/** An actor's create, in one transaction and once per requestId; `create` uses only `trx`. */
export const createOnce = <T>(deps: AppDeps, call: CreateCall, create: (trx: Db) => Promise<T>) =>
  withIdempotency(
    deps,
    { userId: call.actor.userId, endpoint: call.endpoint, requestId: call.requestId },
    create,
  );
