import type { ServerModule } from '../../context.ts';
import type { FastifyInstance } from 'fastify';
import type { RequestAuth } from '../../context.ts';
import { defineEndpoint, ok, requireOrg } from '../../plugins/define-endpoint.ts';
import { changeSeat, getQuotaList, getSeatList } from './quotas.service.ts';

const memberIdOf = (auth: RequestAuth | null) => auth?.member?.memberId ?? '';

export function registerQuotaRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webQuota/getQuotaList', async ({ auth }) =>
    ok({ list: await getQuotaList(deps, requireOrg(auth).orgId) }),
  );
  defineEndpoint(app, 'webQuota/getSeatList', async ({ body, auth }) =>
    ok(await getSeatList(deps, requireOrg(auth).orgId, body)),
  );
  defineEndpoint(app, 'webQuota/allocateSeat', async ({ body, auth }) => {
    await changeSeat(deps, requireOrg(auth).orgId, memberIdOf(auth), body, true);
    return ok(null, 'quota.allocated');
  });
  defineEndpoint(app, 'webQuota/reclaimSeat', async ({ body, auth }) => {
    await changeSeat(deps, requireOrg(auth).orgId, memberIdOf(auth), body, false);
    return ok(null, 'quota.reclaimed');
  });
}

export const QUOTAS_MODULE: ServerModule = { register: registerQuotaRoutes };
