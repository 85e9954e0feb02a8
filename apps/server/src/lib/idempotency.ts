import type { AppDeps } from '../context.ts';
import { nowIso } from './crypto.ts';

/**
 * A retried create with the same client `requestId` returns the first result instead of
 * creating twice (api-conventions.md). Without a requestId the call simply runs.
 */
export async function withIdempotency<T>(
  deps: AppDeps,
  userId: string,
  endpoint: string,
  requestId: string | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (!requestId) return run();
  const key = { user_id: userId, endpoint, request_id: requestId };
  const seen = await deps.db
    .selectFrom('idempotency')
    .select('response')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (seen) return JSON.parse(seen.response) as T;
  const result = await run();
  await deps.db
    .insertInto('idempotency')
    .values({ ...key, response: JSON.stringify(result), created_at: nowIso() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return result;
}
