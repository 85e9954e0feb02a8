import type { FastifyInstance } from 'fastify';
import type { TaskStage } from '@stone/shared/production/tasks';
import type { AppDeps, ServerModule } from '../../context.ts';
import { actorScope, orgScope } from '../../db/org-scope.ts';
import { publishPieceProgress } from '../../events/piece-progress.ts';
import { nowIso } from '../../lib/crypto.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import * as plans from './plans.service.ts';
import { releaseProjects } from './plans.repository.ts';
import { listPlans } from './plans.repository.ts';
import { workshopsOf } from './tasks.repository.ts';
import * as tasks from './tasks.service.ts';

type Touched = { project_id: string; plane_id: string };

/** One `task` event per project whose tasks changed, after the commit (live screens refetch). */
function publishTasks(deps: AppDeps, orgId: string, touched: readonly Touched[]) {
  const byProject = new Map<string, Set<string>>();
  for (const t of touched) {
    const planes = byProject.get(t.project_id) ?? new Set<string>();
    planes.add(t.plane_id);
    byProject.set(t.project_id, planes);
  }
  for (const [projectId, planeIds] of byProject)
    publishPieceProgress(deps, orgId, { kind: 'task', projectId, planeIds: [...planeIds] });
}

/** Production plans (issue 18): the planner's screen. */
function registerPlanRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps;
  defineEndpoint(app, 'webProducePlan/getPlanList', async ({ actor, body }) =>
    ok(await listPlans(actorScope(actor, db), body)),
  );
  defineEndpoint(app, 'webProducePlan/getPlanDetail', async ({ actor, body, lang }) =>
    ok(await plans.planDetail(actorScope(actor, db), body.id, lang)),
  );
  defineEndpoint(app, 'webProducePlan/getReleaseChoices', async ({ actor, body, lang }) => {
    const org = actorScope(actor, db);
    const workshops = await workshopsOf(org);
    return ok({
      projects: await releaseProjects(org, body.keyword),
      workshops: workshops.map((w) => ({
        id: w.id,
        name: w.is_default ? tasks.defaultWorkshopName(lang) : w.name,
        category: w.category,
      })),
    });
  });
  defineEndpoint(app, 'webProducePlan/createPlan', async ({ actor, body }) => {
    const { requestId, ...input } = body;
    const scope = { userId: actor.userId, endpoint: 'webProducePlan/createPlan', requestId };
    const plan = await withIdempotency(deps, scope, (trx) =>
      plans.createPlan(orgScope(trx, actor.orgId), {
        ...input,
        actorId: actor.userId,
        now: nowIso(),
      }),
    );
    return ok(plan, 'productionPlan.created');
  });
  defineEndpoint(app, 'webProducePlan/updatePlan', async ({ actor, body }) => {
    await plans.updatePlan(actorScope(actor, db), { ...body, now: nowIso() });
    return ok(null);
  });
  defineEndpoint(app, 'webProducePlan/deletePlan', async ({ actor, body }) => {
    await actorScope(actor, db).transaction((org) => plans.deletePlan(org, body));
    return ok(null);
  });
  defineEndpoint(app, 'webProducePlan/addPlanTasks', async ({ actor, body, lang }) => {
    const { requestId, ...input } = body;
    const scope = { userId: actor.userId, endpoint: 'webProducePlan/addPlanTasks', requestId };
    const added = await withIdempotency(deps, scope, (trx, afterCommit) =>
      plans
        .addPlanTasks(orgScope(trx, actor.orgId), {
          ...input,
          actorId: actor.userId,
          now: nowIso(),
          lang,
        })
        .then((res) => {
          afterCommit(async () => {
            for (const projectId of res.projectIds)
              publishPieceProgress(deps, actor.orgId, {
                kind: 'task',
                projectId,
                planeIds: res.planeIds,
              });
          });
          return { taskIds: res.taskIds };
        }),
    );
    return ok(added, 'productionPlan.tasksAdded');
  });
  defineEndpoint(app, 'webProducePlan/removePlanTask', async ({ actor, body }) => {
    const task = await actorScope(actor, db).transaction((org) =>
      plans.removePlanTask(org, body.id),
    );
    publishTasks(deps, actor.orgId, [task]);
    return ok(null);
  });
  defineEndpoint(app, 'webProducePlan/releasePlan', async ({ actor, body }) => {
    const own = await actorScope(actor, db).transaction((org) =>
      plans.releasePlan(org, { ...body, now: nowIso() }),
    );
    publishTasks(deps, actor.orgId, own);
    return ok(null, 'productionPlan.released');
  });
  defineEndpoint(app, 'webProducePlan/closePlan', async ({ actor, body }) => {
    const own = await actorScope(actor, db).transaction((org) =>
      plans.closePlan(org, { ...body, now: nowIso() }),
    );
    publishTasks(deps, actor.orgId, own);
    return ok(null, 'productionPlan.closed');
  });
}

/** The three workshop task lists (issue 18): each its own route, so a lead sees one stage. */
function registerTaskRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps;
  const start = async (actor: { orgId: string; userId: string }, id: string, stage: TaskStage) => {
    const task = await actorScope(actor, db).transaction((org) =>
      tasks.startTask(org, { id, stage, actorId: actor.userId, now: nowIso() }),
    );
    publishTasks(deps, actor.orgId, [task]);
    return ok(null, 'workshopTask.started');
  };
  defineEndpoint(app, 'webWorkshopTask/getCuttingTasks', async ({ actor, body, lang }) =>
    ok(await tasks.listStageTasks(actorScope(actor, db), 'cutting', body, lang)),
  );
  defineEndpoint(app, 'webWorkshopTask/getSecondTasks', async ({ actor, body, lang }) =>
    ok(await tasks.listStageTasks(actorScope(actor, db), 'secondary', body, lang)),
  );
  defineEndpoint(app, 'webWorkshopTask/getPackTasks', async ({ actor, body, lang }) =>
    ok(await tasks.listStageTasks(actorScope(actor, db), 'packing', body, lang)),
  );
  defineEndpoint(app, 'webWorkshopTask/startCuttingTask', ({ actor, body }) =>
    start(actor, body.id, 'cutting'),
  );
  defineEndpoint(app, 'webWorkshopTask/startSecondTask', ({ actor, body }) =>
    start(actor, body.id, 'secondary'),
  );
  defineEndpoint(app, 'webWorkshopTask/startPackTask', ({ actor, body }) =>
    start(actor, body.id, 'packing'),
  );
  defineEndpoint(app, 'webWorkshopTask/transferSecondTask', async ({ actor, body, lang }) => {
    const task = await actorScope(actor, db).transaction((org) =>
      tasks.transferTask(org, { ...body, actorId: actor.userId, now: nowIso(), lang }),
    );
    publishTasks(deps, actor.orgId, [task]);
    return ok(null, 'workshopTask.transferred');
  });
  defineEndpoint(app, 'webWorkshopTask/getSecondTaskTransfers', async ({ actor, body, lang }) =>
    ok(await tasks.taskTransfers(actorScope(actor, db), body.id, lang)),
  );
}

export const PRODUCTION_PLANS_MODULE: ServerModule = {
  register: (app) => {
    registerPlanRoutes(app);
    registerTaskRoutes(app);
  },
  uniqueKeys: [
    {
      name: 'workshop_tasks_open_uq',
      columns: 'workshop_tasks.org_id, workshop_tasks.plane_id, workshop_tasks.open_stage',
      key: 'productionPlan.taskTaken',
    },
    {
      name: 'production_plans_number_uq',
      columns: 'production_plans.org_id, production_plans.number',
      key: 'productionPlan.numberTaken',
    },
  ],
};
