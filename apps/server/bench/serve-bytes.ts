import Fastify from 'fastify';

// The transport's ceiling for a given answer: a bare Fastify writing a fixed body of that many
// bytes, so the app's figure can be read against the cost of moving its answer alone.
const size = Number(process.argv[3] ?? 3800);
const body = Buffer.from(JSON.stringify({ data: 'x'.repeat(Math.max(0, size - 11)) }));
const app = Fastify({ logger: false });
app.post('/bytes', (_request, reply) => {
  void reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
console.log('ready');
