import type { ServerModule } from '../../context.ts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint, ok, requireAuth } from '../../plugins/define-endpoint.ts';
import { getPersonalInfo, savePersonalInfo } from './profile.service.ts';

/** Personal settings: any signed-in user, with or without an enterprise, edits only themselves. */
export function registerProfileRoutes(app: FastifyInstance): void {
  defineEndpoint(app, 'webUser/getPersonalInfo', async ({ auth }) =>
    ok(await getPersonalInfo(app.deps, requireAuth(auth).userId)),
  );
  defineEndpoint(app, 'webUser/savePersonalInfo', async ({ body, auth }) => {
    await savePersonalInfo(app.deps, requireAuth(auth).userId, body);
    return ok(null, 'common.saved');
  });
}

export const PROFILE_MODULE: ServerModule = { register: registerProfileRoutes };
