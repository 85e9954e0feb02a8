import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi.ts';

export function registerOpenApiRoute(app: FastifyInstance): void {
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  app.get(
    '/api/openapi.json',
    { config: { access: 'public' } },
    async () => (document ??= buildOpenApiDocument()),
  );
}
