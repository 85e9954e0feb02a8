import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppDeps, RouteAuditEntry } from './context.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerDepartmentRoutes } from './modules/departments/departments.routes.ts';
import { registerFileRoutes } from './modules/files/files.routes.ts';
import { registerMaterialFlowRoutes } from './modules/material-flows/material-flows.routes.ts';
import { registerMaterialRoutes } from './modules/materials/materials.routes.ts';
import { registerMemberRoutes } from './modules/members/members.routes.ts';
import { registerOrgInfoRoutes } from './modules/org-info/org-info.routes.ts';
import { registerProfileRoutes } from './modules/profile/profile.routes.ts';
import { registerQuotaRoutes } from './modules/quotas/quotas.routes.ts';
import { registerRoleRoutes } from './modules/roles/roles.routes.ts';
import { registerOpenApiRoute } from './modules/openapi/openapi.routes.ts';
import { registerOrgRoutes } from './modules/org/org.routes.ts';
import { registerProjectRoutes } from './modules/projects/projects.routes.ts';
import { registerPlanningRoutes } from './modules/planning/planning.routes.ts';
import { registerTestHooks } from './modules/test-hooks/test-hooks.routes.ts';
import { registerUserRoutes } from './modules/user/user.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerEnvelope } from './plugins/envelope.ts';
import { registerSecurity } from './plugins/security.ts';
import { jsonSchemaSerializerCompiler } from './plugins/serializer.ts';
import { DEFAULT_WEB_DIST, registerWebApp } from './plugins/web-app.ts';

/** Secrets that must never reach a log line, wherever they appear. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.smsCode',
  '*.sliderToken',
];

export type BuildOptions = { logStream?: DestinationStream };

export async function buildApp(
  deps: AppDeps,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const logger = {
    level: deps.config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(options.logStream ? { stream: options.logStream } : {}),
  };
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    trustProxy: false,
  });
  app.decorate('deps', deps);
  // Every route, as registered: a test proves each API route declares who may call it.
  app.decorate('routeAudit', [] as RouteAuditEntry[]);
  app.addHook('onRoute', (route) => {
    app.routeAudit.push({
      method: String(route.method),
      url: route.url,
      access: route.config?.access,
    });
  });
  deps.sms.bindLogger?.(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(jsonSchemaSerializerCompiler);
  registerEnvelope(app);
  await registerSecurity(app, deps.config.RATE_LIMIT_PER_MINUTE, deps.config.CHAT_WIDGET_ORIGIN);
  registerAuth(app);
  registerAuthRoutes(app);
  registerUserRoutes(app);
  registerOrgRoutes(app);
  registerOrgInfoRoutes(app);
  registerDepartmentRoutes(app);
  registerMemberRoutes(app);
  registerRoleRoutes(app);
  registerProfileRoutes(app);
  registerQuotaRoutes(app);
  await registerFileRoutes(app);
  registerProjectRoutes(app);
  registerPlanningRoutes(app);
  registerMaterialRoutes(app);
  registerMaterialFlowRoutes(app);
  registerOpenApiRoute(app);
  if (deps.config.TEST_HOOKS) registerTestHooks(app);
  await registerWebApp(app, deps.config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  return app;
}
