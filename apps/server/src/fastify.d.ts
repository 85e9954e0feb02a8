import type { Access } from '@stone/shared';
import type { AppDeps, RequestAuth, RouteAuditEntry } from './context.ts';

// Declaration merging is the one place `interface` is required (eslint allows it in .d.ts).
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    routeAudit: RouteAuditEntry[];
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
