import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@stone/shared';
import { sendEnvelope } from './envelope.ts';

export const DEFAULT_WEB_DIST = resolve(import.meta.dirname, '../../../web/dist');

/**
 * Serves the built web app; any other GET outside the API answers index.html so history-mode
 * routes survive a reload. Unknown API paths answer the 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(resolve(distDir, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === API_PREFIX.slice(0, -1);
    if (hasWeb && request.method === 'GET' && !isApi) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendEnvelope(request, reply, 3, 'common.unknownEndpoint', null, 404);
  });
}
