import type { ServerModule } from '../../context.ts';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@stone/shared';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { defineEndpoint, ok, requireOrg } from '../../plugins/define-endpoint.ts';
import { buildLayoutDxf, checkLayoutUrl, LAYOUT_DXF_PATH, signedLayoutUrl } from './plan-export.ts';
import { stopAllJobs } from './plan-jobs.ts';
import { findRun, listLayouts } from './plan-runs.repository.ts';
import { getCuttingPlan, getPlanRuns } from './plan-views.service.ts';
import { acceptPlanRun, cancelPlanning, getPlanningJob, planPlane } from './planning.service.ts';

/** The layouts to export: the whole run, or the one slab asked for. */
async function exportableLayouts(
  app: FastifyInstance,
  orgId: string,
  runId: string,
  seq: number | null,
) {
  const run = await findRun(app.deps.db, orgId, runId);
  if (!run) throw notFound();
  if (run.state !== 'done') throw conflict('plan.noLayout');
  const layouts = await listLayouts(app.deps.db, orgId, runId);
  const chosen = seq === null ? layouts : layouts.filter((l) => l.seq === seq);
  if (chosen.length === 0) throw seq === null ? conflict('plan.noLayout') : notFound();
  return chosen;
}

export function registerPlanningRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  // Live runs end (as cancelled) before the database closes under them.
  app.addHook('onClose', () => stopAllJobs(deps));

  defineEndpoint(app, 'webPlan/startPlanning', async ({ body, auth }) => {
    const { orgId, userId } = requireOrg(auth);
    const job = await planPlane(deps, orgId, userId, body.planeId, body.timeBudgetMs, {
      useInventory: body.useInventory,
    });
    return ok({ runId: job.runId, state: job.state }, 'plan.started');
  });
  defineEndpoint(app, 'webPlan/getPlanningJob', async ({ body, auth, lang }) =>
    ok(await getPlanningJob(deps, requireOrg(auth).orgId, body.runId, lang)),
  );
  defineEndpoint(app, 'webPlan/cancelPlanning', async ({ body, auth }) => {
    await cancelPlanning(deps, requireOrg(auth).orgId, body.runId);
    return ok(null, 'plan.cancelled');
  });
  defineEndpoint(app, 'webPlan/getPlanRuns', async ({ body, auth, lang }) =>
    ok(await getPlanRuns(deps, requireOrg(auth).orgId, body.planeId, lang)),
  );
  defineEndpoint(app, 'webPlan/getCuttingPlan', async ({ body, auth }) =>
    ok(await getCuttingPlan(deps, requireOrg(auth).orgId, body.planeId, body.runId)),
  );
  defineEndpoint(app, 'webPlan/acceptPlanRun', async ({ body, auth }) => {
    await acceptPlanRun(deps, requireOrg(auth).orgId, body.runId);
    return ok(null, 'plan.accepted');
  });
  defineEndpoint(app, 'webPlan/exportLayoutDxf', async ({ body, auth }) => {
    const { orgId } = requireOrg(auth);
    const seq = body.seq ?? null;
    await exportableLayouts(app, orgId, body.runId, seq);
    return ok({
      url: signedLayoutUrl(deps.config, orgId, body.runId, seq),
      fileName: `cutting-plan-${body.runId.slice(0, 8)}-${seq ?? 'all'}.dxf`,
    });
  });

  app.get(LAYOUT_DXF_PATH, { config: { access: 'public' } }, async (request, reply) => {
    const { runId } = request.params as { runId: string };
    const q = request.query as Record<string, string | undefined>;
    const exp = Number(q.exp);
    if (!q.o || !q.s || !q.sig || !Number.isInteger(exp)) throw notFound();
    const check = checkLayoutUrl(deps.config, { runId, o: q.o, s: q.s, exp, sig: q.sig });
    if (check === 'bad') throw notFound();
    if (check === 'expired') throw new AppError(ERROR_CODES.NOT_FOUND, 'file.linkExpired');
    const seq = q.s === 'all' ? null : Number(q.s);
    const layouts = await exportableLayouts(app, q.o, runId, seq);
    const name = `cutting-plan-${runId.slice(0, 8)}-${q.s}.dxf`;
    return reply
      .header('content-type', 'application/dxf')
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(buildLayoutDxf(layouts));
  });
}

export const PLANNING_MODULE: ServerModule = { register: registerPlanningRoutes };
