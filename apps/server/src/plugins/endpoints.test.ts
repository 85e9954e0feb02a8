import { afterAll, beforeAll, expect, test } from 'vitest';
import { API_PREFIX, ENDPOINTS } from '@stone/shared';
import { call } from '../test/api-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(() => t.close());

const apiRoutes = () => t.app.routeAudit.filter((r) => r.url.startsWith(API_PREFIX));

test('every endpoint of the shared contract is served', () => {
  const served = new Set(apiRoutes().map((r) => r.url.slice(API_PREFIX.length)));
  expect(Object.keys(ENDPOINTS).filter((path) => !served.has(path))).toEqual([]);
});

test('every served API route declares who may call it', () => {
  expect(apiRoutes().filter((r) => r.access === undefined)).toEqual([]);
});

test('without a session, every non-public endpoint answers code 5 before looking at the body', async () => {
  for (const route of apiRoutes()) {
    if (route.access === 'public' || route.method !== 'POST') continue;
    const res = await call(t.app, route.url.slice(API_PREFIX.length), { junk: true });
    expect(res.code, route.url).toBe(5);
  }
});
