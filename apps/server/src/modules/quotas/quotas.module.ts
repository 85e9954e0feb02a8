import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../context.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { changeSeat, getQuotaList, getSeatList } from './quotas.service.ts';

export function registerQuotaRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webQuota/getQuotaList', async ({ actor }) =>
    ok({ list: await getQuotaList(actor, deps.db) }),
  );
  defineEndpoint(app, 'webQuota/getSeatList', async ({ body, actor }) =>
    ok(await getSeatList(actor, deps.db, body)),
  );
  defineEndpoint(app, 'webQuota/allocateSeat', async ({ body, actor }) => {
    await changeSeat(actor, deps.db, { ...body, allocate: true });
    return ok(null, 'quota.allocated');
  });
  defineEndpoint(app, 'webQuota/reclaimSeat', async ({ body, actor }) => {
    await changeSeat(actor, deps.db, { ...body, allocate: false });
    return ok(null, 'quota.reclaimed');
  });
}

export const QUOTAS_MODULE: ServerModule = { register: registerQuotaRoutes };
