import type { FastifyInstance } from 'fastify';
import { actionKey } from '@stone/shared';
import type { RequestAuth, ServerModule } from '../../context.ts';
import { actorScope, orgScope } from '../../db/org-scope.ts';
import { createOnce } from '../../lib/idempotency.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import * as targets from './month-targets.service.ts';
import { paySheet } from './pay-sheet.ts';
import { paySummary, workerPays, workerReports, type Viewer } from './pay.service.ts';

/** Everyone's figures with the `all` action of /performanceManagement, else only one's own. */
const viewerOf = (auth: RequestAuth | null, userId: string): Viewer => {
  const grants = auth?.member?.grants;
  return {
    userId,
    seesAll:
      !!grants &&
      (grants.isSuperAdmin || grants.actions.includes(actionKey('performanceManagement', 'all'))),
  };
};

/** How old the home card's figures may be (a target edit shows at once: it clears them). */
const HOME_TTL_MS = 30_000;

/** Pay, performance and monthly targets (issue 20, docs/adr/0022). */
export function registerPayRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps;
  // Every member's home reads the month's done areas, a scan of the month's reports: kept per
  // enterprise for HOME_TTL_MS on this app instance, so a busy home page is one scan a while.
  const home = new Map<string, { at: number; value: ReturnType<typeof targets.homeTargets> }>();
  defineEndpoint(app, 'webPerformance/getPaySummary', async ({ actor, auth, body }) =>
    ok(await paySummary(actorScope(actor, db), viewerOf(auth, actor.userId), body)),
  );
  defineEndpoint(app, 'webPerformance/exportPaySummary', async ({ actor, auth, body, lang }) => {
    const s = await workerPays(actorScope(actor, db), viewerOf(auth, actor.userId), body);
    const bytes = await paySheet(s, lang);
    return ok({
      fileName: `pay-${s.fromDay}-${s.toDay}.xlsx`,
      contentBase64: bytes.toString('base64'),
    });
  });
  defineEndpoint(app, 'webPerformance/getWorkerReports', async ({ actor, auth, body }) =>
    ok(await workerReports(actorScope(actor, db), viewerOf(auth, actor.userId), body)),
  );
  defineEndpoint(app, 'webMonthStandard/getTargets', async ({ actor, body }) =>
    ok(await targets.listTargets(actorScope(actor, db), body.month)),
  );
  defineEndpoint(app, 'webMonthStandard/createTarget', async ({ actor, body }) => {
    const { requestId, ...input } = body;
    const call = { actor, endpoint: 'webMonthStandard/createTarget', requestId } as const;
    const data = await createOnce(deps, call, (trx) =>
      targets.createTarget(orgScope(trx, actor.orgId), actor, input),
    );
    home.delete(actor.orgId);
    return ok(data, 'pay.targetSaved');
  });
  defineEndpoint(app, 'webMonthStandard/updateTarget', async ({ actor, body }) => {
    await targets.updateTarget(actorScope(actor, db), body);
    home.delete(actor.orgId);
    return ok(null, 'pay.targetSaved');
  });
  defineEndpoint(app, 'webMonthStandard/deleteTarget', async ({ actor, body }) => {
    await targets.deleteTarget(actorScope(actor, db), body);
    home.delete(actor.orgId);
    return ok(null, 'common.deleted');
  });
  defineEndpoint(app, 'webMonthStandard/getHomeTargets', async ({ actor }) => {
    const hit = home.get(actor.orgId);
    if (hit && Date.now() - hit.at < HOME_TTL_MS) return ok(await hit.value);
    const value = targets.homeTargets(actorScope(actor, db));
    if (home.size > 10_000) home.clear();
    home.set(actor.orgId, { at: Date.now(), value });
    // A failed read is not kept.
    value.catch(() => home.delete(actor.orgId));
    return ok(await value);
  });
}

export const PAY_MODULE: ServerModule = {
  register: registerPayRoutes,
  uniqueKeys: [
    {
      name: 'month_targets_month_module_uq',
      columns: 'month_targets.org_id, month_targets.month, month_targets.module',
      key: 'pay.targetTaken',
    },
  ],
};
