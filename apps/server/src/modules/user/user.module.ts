import type { ServerModule } from '../../context.ts';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@stone/shared';
import { AppError } from '../../lib/app-error.ts';
import { defineEndpoint, ok, requireAuth } from '../../plugins/define-endpoint.ts';
import { getUserInfoEnvelope } from './user-info.service.ts';

export function registerUserRoutes(app: FastifyInstance): void {
  defineEndpoint(app, 'webUser/getCurMcUserInfo', ({ auth }) =>
    getUserInfoEnvelope(app.deps, requireAuth(auth).userId),
  );
  // The production board lives elsewhere; its address is configuration, not data.
  defineEndpoint(app, 'webMes/jumpToMes', async () => {
    const url = app.deps.config.MES_URL;
    if (!url) throw new AppError(ERROR_CODES.NOT_FOUND, 'mes.notConfigured');
    return ok({ url });
  });
}

export const USER_MODULE: ServerModule = { register: registerUserRoutes };
