import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../context.ts';
import { actorScope } from '../../db/org-scope.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { createLiveRankingCache } from './live-ranking-cache.ts';
import { liveProjectTotals } from './production-control.repository.ts';
import { productionControl } from './production-control.service.ts';
import { rankAll } from './project-ranking.ts';

/**
 * Production control (/newMes, issue 18): live projects by plane, late risk first. The screen
 * stays current through the `pieceProgress` events of webEvent/stream (modules/events), which
 * also keep this app's ranking current (live-ranking-cache.ts).
 */
export function registerProductionControlRoutes(app: FastifyInstance): void {
  const { db, events } = app.deps;
  const cache = createLiveRankingCache(events);
  app.addHook('onClose', async () => cache.clear());
  defineEndpoint(app, 'webMes/getProductionControl', async ({ actor, body }) => {
    const nowMs = Date.now();
    const data = await productionControl(actorScope(actor, db), body, async (org, keyword) =>
      keyword
        ? { ranked: rankAll(await liveProjectTotals(org, { keyword }), nowMs), atMs: nowMs }
        : cache.ranking(org, nowMs),
    );
    return ok(data);
  });
}

export const PRODUCTION_CONTROL_MODULE: ServerModule = {
  register: registerProductionControlRoutes,
};
