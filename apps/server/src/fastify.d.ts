import type { Access } from '@stone/shared';
import type { AppDeps, RequestAuth } from './context.ts';

// Declaration merging is the one place `interface` is required (eslint allows it in .d.ts).
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
