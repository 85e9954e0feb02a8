import type { FastifyInstance } from 'fastify';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { importBigSlabs } from './big-slab-import.ts';
import { exportBigSlabs, importTemplate } from './big-slab-sheet.ts';
import * as slabs from './big-slabs.service.ts';
import { createOnce } from '../../lib/idempotency.ts';

/** The large-slab inventory (issue 13). */
export function registerBigSlabRoutes(app: FastifyInstance): void {
  const deps = app.deps;

  defineEndpoint(app, 'webBigSlab/getBigSlabList', async ({ body, actor }) =>
    ok(await slabs.getBigSlabList(actor, deps, body)),
  );
  defineEndpoint(app, 'webBigSlab/getBigSlabDetail', async ({ body, actor }) =>
    ok(await slabs.getBigSlabDetail(actor, deps, body.id)),
  );
  defineEndpoint(app, 'webBigSlab/getBigSlabOptions', async ({ actor }) =>
    ok(await slabs.getBigSlabOptions(actor, deps.db)),
  );
  defineEndpoint(app, 'webBigSlab/createBigSlab', async ({ body, actor }) => {
    const { requestId, ...input } = body;
    const call = { actor, endpoint: 'webBigSlab/createBigSlab', requestId } as const;
    const data = await createOnce(deps, call, (trx) => slabs.createBigSlab(actor, trx, input));
    return ok(data, 'common.created');
  });
  defineEndpoint(app, 'webBigSlab/updateBigSlab', async ({ body, actor }) => {
    await slabs.updateBigSlab(actor, deps.db, body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webBigSlab/deleteBigSlab', async ({ body, actor }) => {
    await slabs.deleteBigSlab(actor, deps.db, body);
    return ok(null, 'common.deleted');
  });
  defineEndpoint(app, 'webBigSlab/importBigSlabs', async ({ body, actor, lang }) =>
    ok(await importBigSlabs(actor, deps, { ...body, lang }), 'common.ok'),
  );
  defineEndpoint(app, 'webBigSlab/getImportTemplate', async ({ lang }) =>
    ok(await importTemplate(lang)),
  );
  defineEndpoint(app, 'webBigSlab/exportBigSlabs', async ({ body, actor, lang }) =>
    ok(await exportBigSlabs(actor, deps, { ...body, lang })),
  );
}
