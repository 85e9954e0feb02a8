import type { FastifyInstance } from 'fastify';
import type { EndpointPath, MessageKey } from '@stone/shared';
import type { Actor } from '../context.ts';
import type { SimpleEntity } from '../db/simple-entity.ts';
import { createOnce } from '../lib/idempotency.ts';
import { defineEndpoint, ok } from './define-endpoint.ts';

/**
 * The four endpoints of a simple entity (`defineCrud` in packages/shared, `simpleEntity` in db/),
 * registered with their shared schemas and access. A create runs once per requestId.
 */
export function crudRoutes(app: FastifyInstance, entity: SimpleEntity): void {
  const { db } = app.deps;
  const paths = entity.def.paths as Record<'list' | 'create' | 'update' | 'delete', EndpointPath>;
  // The paths are the entity's own (typed in packages/shared); one handler shape serves all four.
  const define = defineEndpoint as (
    app: FastifyInstance,
    path: EndpointPath,
    handler: (input: {
      body: Record<string, unknown>;
      actor: Actor;
      lang: Parameters<SimpleEntity['list']>[3];
    }) => Promise<{ data: unknown; msg?: MessageKey }>,
  ) => void;

  define(app, paths.list, async ({ body, actor, lang }) =>
    ok(await entity.list(actor, db, body as never, lang)),
  );
  define(app, paths.create, async ({ body, actor }) => {
    const { requestId, ...fields } = body as { requestId?: string };
    const call = { actor, endpoint: paths.create, requestId };
    const data = await createOnce(app.deps, call, (trx) => entity.create(actor, trx, fields));
    return ok(data, 'common.created');
  });
  define(app, paths.update, async ({ body, actor }) => {
    await entity.update(actor, db, body as { id: string; version: number });
    return ok(null, 'common.saved');
  });
  define(app, paths.delete, async ({ body, actor }) => {
    await entity.remove(actor, db, body as { id: string; version: number });
    return ok(null, 'common.deleted');
  });
}
