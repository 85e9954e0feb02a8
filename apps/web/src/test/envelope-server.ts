import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = { body: unknown; status?: number; delayMs?: number };
export type Received = { path: string; body: unknown; headers: IncomingHttpHeaders };
type Handler = (request: Received, index: number) => Reply;

/** A real HTTP server on an ephemeral port that answers envelopes; CORS-open for jsdom. */
export async function startEnvelopeServer(handler: Handler) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization, accept-language');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request = {
        path: req.url ?? '',
        // A multipart upload stays as its text; every other call is JSON.
        body:
          raw && !String(req.headers['content-type']).startsWith('multipart/')
            ? JSON.parse(raw)
            : raw || null,
        headers: req.headers,
      };
      received.push(request);
      const reply = handler(request, received.length - 1);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const ok = (data: unknown, msg = ''): Reply => ({
  body: { result: true, code: 0, msg, data },
});
export const fail = (code: number, msg = '', data: unknown = null, status = 200): Reply => ({
  body: { result: false, code, msg, data },
  status,
});
