import { afterAll, afterEach, beforeAll } from 'vitest';
import { api } from '../lib/api.ts';
import { queryClient } from '../lib/query-client.ts';
import { clearToken } from '../lib/token.ts';
import { startEnvelopeServer, type Received, type Reply } from './envelope-server.ts';

/**
 * For a screen's test file: an envelope server the app's API client talks to for the whole
 * file, and a clean slate (no token, no cached queries, no recorded requests) after each test.
 */
export function serveScreen(handler: (request: Received, index: number) => Reply) {
  let server: Awaited<ReturnType<typeof startEnvelopeServer>> | undefined;
  beforeAll(async () => {
    server = await startEnvelopeServer(handler);
    api.http.defaults.baseURL = server.url;
  });
  afterAll(async () => {
    api.http.defaults.baseURL = '';
    await server?.close();
  });
  afterEach(() => {
    clearToken();
    queryClient.clear();
    if (server) server.received.length = 0;
  });
  return {
    /** Every request the screen sent in the current test, oldest first. */
    get received(): Received[] {
      return server?.received ?? [];
    },
  };
}
