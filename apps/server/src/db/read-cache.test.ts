import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, describeEachDialect, type TestApp } from '../test/test-app.ts';
import { ReadCache } from './read-cache.ts';

test('an entry lives until its time is up', async () => {
  const cache = new ReadCache(30);
  let loads = 0;
  const load = async () => ++loads;
  expect(await cache.get('k', load)).toBe(1);
  expect(await cache.get('k', load)).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(await cache.get('k', load)).toBe(2);
});

test('a read that overlapped an invalidation is not kept', async () => {
  const cache = new ReadCache(10_000);
  let loads = 0;
  await cache.get('k', async () => {
    cache.invalidate();
    return ++loads;
  });
  expect(await cache.get('k', async () => ++loads)).toBe(2);
});

describeEachDialect('read cache and writes', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  test('any write through the database clears every cached read at once', async () => {
    let loads = 0;
    const read = () => t.deps.readCache.get('probe', async () => ++loads);
    await read();
    await read();
    expect(loads).toBe(1);
    await t.deps.db
      .updateTable('users')
      .set({ nickname: 'x' })
      .where('id', '=', 'nobody')
      .execute();
    await read();
    expect(loads).toBe(2);
  });
});
