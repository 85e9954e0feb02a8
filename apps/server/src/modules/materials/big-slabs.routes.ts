import type { FastifyInstance } from 'fastify';
import type { RequestAuth } from '../../context.ts';
import { defineEndpoint, ok, requireOrg } from '../../plugins/define-endpoint.ts';
import { importBigSlabs } from './big-slab-import.ts';
import { exportBigSlabs, importTemplate } from './big-slab-sheet.ts';
import * as slabs from './big-slabs.service.ts';
import { createOnce } from './create-once.ts';

/** The large-slab inventory (issue 13). */
export function registerBigSlabRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const org = (auth: RequestAuth | null) => requireOrg(auth).orgId;

  defineEndpoint(app, 'webBigSlab/getBigSlabList', async ({ body, auth }) =>
    ok(await slabs.getBigSlabList(deps.db, deps.dialect, org(auth), body)),
  );
  defineEndpoint(app, 'webBigSlab/getBigSlabDetail', async ({ body, auth }) =>
    ok(await slabs.getBigSlabDetail(deps, org(auth), body.id)),
  );
  defineEndpoint(app, 'webBigSlab/getBigSlabOptions', async ({ auth }) =>
    ok(await slabs.getBigSlabOptions(deps.db, org(auth))),
  );
  defineEndpoint(app, 'webBigSlab/createBigSlab', async ({ body, auth }) => {
    const { requestId, ...input } = body;
    const data = await createOnce(
      deps,
      auth,
      'webBigSlab/createBigSlab',
      requestId,
      (trx, orgId, userId) => slabs.createBigSlab(trx, orgId, userId, input),
    );
    return ok(data, 'common.created');
  });
  defineEndpoint(app, 'webBigSlab/updateBigSlab', async ({ body, auth }) => {
    await slabs.updateBigSlab(deps, org(auth), body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webBigSlab/deleteBigSlab', async ({ body, auth }) => {
    await slabs.deleteBigSlab(deps, org(auth), body.id, body.version);
    return ok(null, 'common.deleted');
  });
  defineEndpoint(app, 'webBigSlab/importBigSlabs', async ({ body, auth, lang }) => {
    const { orgId, userId } = requireOrg(auth);
    return ok(await importBigSlabs(deps, orgId, userId, body, lang), 'common.ok');
  });
  defineEndpoint(app, 'webBigSlab/getImportTemplate', async ({ lang }) =>
    ok(await importTemplate(lang)),
  );
  defineEndpoint(app, 'webBigSlab/exportBigSlabs', async ({ body, auth, lang }) =>
    ok(await exportBigSlabs(deps.db, deps.dialect, org(auth), body, lang)),
  );
}
