import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@stone/shared';
import { sendEnvelope } from './envelope.ts';

export const DEFAULT_WEB_DIST = resolve(import.meta.dirname, '../../../web/dist');

/**
 * A build output under assets/ whose name carries its content hash (Vite: `index-B1x_9aZc.js`),
 * or its brotli/gzip twin written beside it at build time (`index-B1x_9aZc.js.br`).
 */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A hashed file never changes under its name, so the browser keeps it a year without asking;
 * everything else (index.html above all) is revalidated on every load, so a new release shows
 * at the next reload.
 */
function setCacheHeaders(res: SetHeadersResponse, path: string): void {
  res.setHeader('cache-control', HASHED_ASSET.test(path) ? IMMUTABLE : 'no-cache');
  // The same URL answers br, gzip or plain bytes by Accept-Encoding: caches must keep them apart.
  res.setHeader('vary', 'Accept-Encoding');
}

/**
 * Serves the built web app; any other GET outside the API answers index.html so history-mode
 * routes survive a reload. Unknown API paths answer the 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(resolve(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Our headers instead of send's `public, max-age=0`.
      cacheControl: false,
      // The build writes `.br` and `.gz` beside each asset (apps/web/scripts/precompress.ts);
      // they are sent as they are, by Accept-Encoding, with no compression per request.
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === API_PREFIX.slice(0, -1);
    if (hasWeb && request.method === 'GET' && !isApi) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendEnvelope(request, reply, 3, 'common.unknownEndpoint', null, 404);
  });
}
