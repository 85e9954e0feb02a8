import Fastify from 'fastify';

// The yardstick: a bare Fastify answering a fixed JSON body, no plugins, no database.
const app = Fastify({ logger: false });
app.post('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
console.log('ready');
