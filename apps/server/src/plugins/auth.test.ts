import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite', {}, undefined, (app) => {
    app.get('/api/v1/test/mine', { config: { access: 'session' } }, async () => ({ ok: true }));
  });
});
afterAll(() => t.close());

// The check is added to each route as it is registered; Fastify registers a GET route's HEAD
// twin on its own, so it must carry the check too.
test('a GET route and its HEAD twin both refuse a caller without a session', async () => {
  const get = await t.app.inject({ method: 'GET', url: '/api/v1/test/mine' });
  const head = await t.app.inject({ method: 'HEAD', url: '/api/v1/test/mine' });
  expect(get.json()).toMatchObject({ result: false, code: 5 });
  expect(head.statusCode).toBe(get.statusCode);
  expect(head.statusCode).not.toBe(200);
});
