import type { ServerModule } from '../../context.ts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint, ok, requireOrg } from '../../plugins/define-endpoint.ts';
import { getOrgInfo, saveOrgInfo } from './org-info.service.ts';

export function registerOrgInfoRoutes(app: FastifyInstance): void {
  defineEndpoint(app, 'webOrg/getOrgInfo', async ({ auth }) =>
    ok(await getOrgInfo(app.deps, requireOrg(auth).orgId)),
  );
  defineEndpoint(app, 'webOrg/saveOrgInfo', async ({ body, auth }) => {
    await saveOrgInfo(app.deps, requireOrg(auth).orgId, body);
    return ok(null, 'common.saved');
  });
}

export const ORG_INFO_MODULE: ServerModule = { register: registerOrgInfoRoutes };
