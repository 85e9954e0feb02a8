import type { AppDeps, RequestAuth } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { requireOrg } from '../../plugins/define-endpoint.ts';

/** A create in one transaction, replayed rather than repeated for a retried requestId. */
export function createOnce<T>(
  deps: AppDeps,
  auth: RequestAuth | null,
  endpoint: string,
  requestId: string | undefined,
  create: (trx: Db, orgId: string, userId: string) => Promise<T>,
) {
  const { orgId, userId } = requireOrg(auth);
  return withIdempotency(deps, { userId, endpoint, requestId }, (trx) =>
    create(trx, orgId, userId),
  );
}
