import type { ServerModule } from '../../context.ts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { getOrgInfo, saveOrgInfo } from './org-info.service.ts';

export function registerOrgInfoRoutes(app: FastifyInstance): void {
  defineEndpoint(app, 'webOrg/getOrgInfo', async ({ actor }) =>
    ok(await getOrgInfo(actor, app.deps)),
  );
  defineEndpoint(app, 'webOrg/saveOrgInfo', async ({ body, actor }) => {
    await saveOrgInfo(actor, app.deps, body);
    return ok(null, 'common.saved');
  });
}

export const ORG_INFO_MODULE: ServerModule = { register: registerOrgInfoRoutes };
