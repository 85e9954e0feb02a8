import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The transport's ceiling for a given answer: a bare Fastify writing fixed bytes (a file the
// bench wrote: the app's answer as it left the app, with its content-encoding), so the app's
// figure can be read against the cost of moving its answer alone.
const body = readFileSync(process.argv[3] ?? '');
const encoding = process.argv[4] ?? '';
const app = Fastify({ logger: false });
app.post('/bytes', (_request, reply) => {
  if (encoding) void reply.header('content-encoding', encoding);
  void reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
console.log('ready');
