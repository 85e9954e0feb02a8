import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../context.ts';
import { actorScope } from '../../db/org-scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { crudRoutes } from '../../plugins/crud-routes.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { PROCESS_ENTITIES } from './process-entities.ts';
import * as processes from './processes.service.ts';
import * as defaults from './process-defaults.repository.ts';

/** The process catalogue (issue 17): processes, process codes and their routes, contents, crafts. */
export function registerProcessRoutes(app: FastifyInstance): void {
  const { db } = app.deps;
  for (const entity of PROCESS_ENTITIES) crudRoutes(app, entity);

  defineEndpoint(app, 'webProcess/getProcessFormOptions', async ({ actor }) =>
    ok(await processes.processFormOptions(actorScope(actor, db))),
  );
  defineEndpoint(app, 'webProcess/getProcessDetail', async ({ actor, body }) =>
    ok(await processes.processDetail(actorScope(actor, db), body.id)),
  );
  defineEndpoint(app, 'webProcess/findProcessByQrCode', async ({ actor, body }) => {
    const found = await processes.findProcessByQr(actorScope(actor, db), body.qrCode);
    if (!found) throw notFound();
    return ok(found);
  });
  defineEndpoint(app, 'webProcess/getProcessChoices', async ({ actor }) =>
    ok(await processes.processChoices(actorScope(actor, db))),
  );
  defineEndpoint(app, 'webProcessCraft/getProcessFlowChoices', async ({ actor }) =>
    ok(await processes.processChoices(actorScope(actor, db))),
  );
  defineEndpoint(app, 'webProcessCraft/getProcessFlowList', async ({ actor, body }) =>
    ok(await processes.processFlowList(actorScope(actor, db), body)),
  );
  defineEndpoint(app, 'webProcessCraft/saveProcessFlow', async ({ actor, body }) => {
    await processes.saveProcessFlow(actorScope(actor, db), body);
    return ok(null, 'common.saved');
  });
  registerDefaultsRoutes(app);
}

/** Defaults for later work reports and piece flow (/setReportWork, /setForklift). */
function registerDefaultsRoutes(app: FastifyInstance): void {
  const { db } = app.deps;
  defineEndpoint(app, 'webReportWork/getReportWorkSettings', async ({ actor }) =>
    ok(await defaults.reportWorkSettings(actorScope(actor, db))),
  );
  defineEndpoint(app, 'webReportWork/saveReportWorkSettings', async ({ actor, body }) =>
    ok(await defaults.saveReportWork(actorScope(actor, db), body), 'common.saved'),
  );
  defineEndpoint(app, 'webForklift/getForkliftSettings', async ({ actor }) =>
    ok(await defaults.forkliftSettings(actorScope(actor, db))),
  );
  defineEndpoint(app, 'webForklift/saveForkliftSettings', async ({ actor, body }) =>
    ok(await defaults.saveForklift(actorScope(actor, db), body), 'common.saved'),
  );
}

export const PROCESSES_MODULE: ServerModule = {
  register: registerProcessRoutes,
  uniqueKeys: PROCESS_ENTITIES.flatMap((entity) => entity.uniqueKeys),
};
