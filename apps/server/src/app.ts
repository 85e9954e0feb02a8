import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { MODULES, UNIQUE_KEYS } from './modules.ts';
import type { AppDeps, RouteAuditEntry } from './context.ts';
import { registerOpenApiRoute } from './modules/openapi/openapi.routes.ts';
import { registerTestHooks } from './modules/test-hooks/test-hooks.routes.ts';
import { resolveSession } from './modules/auth/session.service.ts';
import { loadMembership } from './modules/org/membership.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerEnvelope } from './plugins/envelope.ts';
import { lazyChildLogger } from './plugins/request-logger.ts';
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
    childLoggerFactory: lazyChildLogger,
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
  registerEnvelope(app, UNIQUE_KEYS);
  await registerSecurity(app, deps.config.RATE_LIMIT_PER_MINUTE, deps.config.CHAT_WIDGET_ORIGIN);
  registerAuth(app, { resolveSession, loadMembership });
  await registerCompression(app);
  for (const module of MODULES) await module.register(app);
  // Last: the document describes every route registered before it.
  registerOpenApiRoute(app);
  if (deps.config.TEST_HOOKS) registerTestHooks(app);
  await registerWebApp(app, deps.config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  return app;
}
