import type { ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint, ok, requireAuth } from '../../plugins/define-endpoint.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { applyToJoin, cancelApplication, listMyApplications } from './join-application.service.ts';
import {
  approveApplication,
  listJoinApplications,
  rejectApplication,
} from './join-review.service.ts';
import { createOrg, searchOrgs } from './org.service.ts';

export function registerOrgRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webOrg/createOrg', async ({ body, auth }) => {
    const { userId } = requireAuth(auth);
    const { requestId, ...org } = body;
    const scope = { userId, endpoint: 'webOrg/createOrg', requestId };
    const orgId = await withIdempotency(deps, scope, (trx) => createOrg(trx, userId, org));
    return ok({ orgId }, 'common.created');
  });
  defineEndpoint(app, 'webOrg/searchOrg', async ({ body }) =>
    ok({ list: await searchOrgs(deps, body.name) }),
  );
  defineEndpoint(app, 'webOrg/applyJoinOrg', async ({ body, auth }) =>
    ok(await applyToJoin(deps, requireAuth(auth).userId, body), 'org.applied'),
  );
  defineEndpoint(app, 'webOrg/getMyApplications', async ({ auth }) =>
    ok({ list: await listMyApplications(deps, requireAuth(auth).userId) }),
  );
  defineEndpoint(app, 'webOrg/cancelApplication', async ({ body, auth }) => {
    await cancelApplication(deps, requireAuth(auth).userId, body.applicationId);
    return ok(null, 'common.cancelled');
  });
  defineEndpoint(app, 'webOrg/getJoinApplicationList', async ({ body, actor }) =>
    ok(await listJoinApplications(actor, deps, body)),
  );
  defineEndpoint(app, 'webOrg/approveApplication', async ({ body, actor }) => {
    await approveApplication(actor, deps, body);
    return ok(null, 'common.ok');
  });
  defineEndpoint(app, 'webOrg/rejectApplication', async ({ body, actor }) => {
    await rejectApplication(actor, deps, body);
    return ok(null, 'common.ok');
  });
}

export const ORG_UNIQUE_KEYS: readonly UniqueKey[] = [
  { name: 'orgs_name_key', columns: 'orgs.name', key: 'org.nameTaken' },
];

export const ORG_MODULE: ServerModule = {
  register: registerOrgRoutes,
  uniqueKeys: ORG_UNIQUE_KEYS,
};
