import type { ServerModule } from '../../context.ts';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@stone/shared';
import { AppError, notFound } from '../../lib/app-error.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import {
  buildLayoutDxf,
  checkLayoutUrl,
  exportableLayouts,
  LAYOUT_DXF_PATH,
  signedLayoutUrl,
} from './plan-export.ts';
import { attachmentDisposition, exportFileName, findRunNames } from './plan-export-name.ts';
import { stopAllJobs } from './plan-jobs.ts';
import { getCuttingPlan, getPlanningJob, getPlanRuns } from './plan-views.service.ts';
import { acceptPlanRun, cancelPlanning, planPlane } from './planning.service.ts';

export function registerPlanningRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  // Live runs end (as cancelled) before the database closes under them.
  app.addHook('onClose', () => stopAllJobs(deps));

  defineEndpoint(app, 'webPlan/startPlanning', async ({ body, actor }) => {
    const job = await planPlane(actor, deps, body);
    return ok({ runId: job.runId, state: job.state }, 'plan.started');
  });
  defineEndpoint(app, 'webPlan/getPlanningJob', async ({ body, actor, lang }) =>
    ok(await getPlanningJob(actor, deps, { runId: body.runId, lang })),
  );
  defineEndpoint(app, 'webPlan/cancelPlanning', async ({ body, actor }) => {
    await cancelPlanning(actor, deps, body.runId);
    return ok(null, 'plan.cancelled');
  });
  defineEndpoint(app, 'webPlan/getPlanRuns', async ({ body, actor, lang }) =>
    ok(await getPlanRuns(actor, deps, { planeId: body.planeId, lang })),
  );
  defineEndpoint(app, 'webPlan/getCuttingPlan', async ({ body, actor }) =>
    ok(await getCuttingPlan(actor, deps, body)),
  );
  defineEndpoint(app, 'webPlan/acceptPlanRun', async ({ body, actor }) => {
    const { backToReview } = await acceptPlanRun(actor, deps, body.runId);
    return ok(null, backToReview ? 'project.planBackToReview' : 'plan.accepted');
  });
  defineEndpoint(app, 'webPlan/exportLayoutDxf', async ({ body, actor }) => {
    const seq = body.seq ?? null;
    await exportableLayouts(deps.db, { orgId: actor.orgId, runId: body.runId, seq });
    return ok({
      url: signedLayoutUrl(deps.config, actor.orgId, body.runId, seq),
      fileName: exportFileName(await findRunNames(deps.db, actor.orgId, body.runId), seq),
    });
  });

  // The address is the credential (no session): the enterprise comes from the signed link.
  app.get(LAYOUT_DXF_PATH, { config: { access: 'public' } }, async (request, reply) => {
    const { runId } = request.params as { runId: string };
    const q = request.query as Record<string, string | undefined>;
    const exp = Number(q.exp);
    if (!q.o || !q.s || !q.sig || !Number.isInteger(exp)) throw notFound();
    const check = checkLayoutUrl(deps.config, { runId, o: q.o, s: q.s, exp, sig: q.sig });
    if (check === 'bad') throw notFound();
    if (check === 'expired') throw new AppError(ERROR_CODES.NOT_FOUND, 'file.linkExpired');
    const seq = q.s === 'all' ? null : Number(q.s);
    const { layouts, shapes } = await exportableLayouts(deps.db, { orgId: q.o, runId, seq });
    const name = exportFileName(await findRunNames(deps.db, q.o, runId), seq);
    return reply
      .header('content-type', 'application/dxf')
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', attachmentDisposition(name))
      .send(buildLayoutDxf(layouts, shapes));
  });
}

export const PLANNING_MODULE: ServerModule = { register: registerPlanningRoutes };
