import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAdminTestApp, createOwner } from '../modules/members/admin-test-kit.ts';
import { describeEachDialect, type TestApp } from '../test/test-app.ts';
import { cappedTotal } from './list-query.ts';
import { orgScope, type OrgScope } from './org-scope.ts';

/** The capped total (issue 24): exact up to the cap, a flagged lower bound past it. */
describeEachDialect('list kit capped total', (dialect) => {
  let t: TestApp;
  let org: OrgScope;
  const stamp = '2026-11-27T00:00:00.000Z';
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    org = orgScope(t.deps.db, (await createOwner(t, 'cap_owner', 'Cap Stone')).orgId);
    const rows = Array.from({ length: 30 }, (_, i) => ({
      id: `c${i}`,
      name: `Category ${i}`,
      sort: i,
      created_at: stamp,
      updated_at: stamp,
      version: 1,
    }));
    await org.insertInto('process_categories').values(rows).execute();
  });
  afterAll(() => t.close());

  const categories = () => org.selectFrom('process_categories');

  test('counts exactly while the rows stay under the cap', async () => {
    expect(await cappedTotal(org.db, categories(), { limit: 5, offset: 0 }, 100)).toEqual({
      total: 30,
      totalCapped: false,
    });
    const some = categories().where('sort', '<', 7);
    expect(await cappedTotal(org.db, some, { limit: 5, offset: 0 }, 10)).toEqual({
      total: 7,
      totalCapped: false,
    });
  });

  test('stops one row past the cap and says the total is a lower bound', async () => {
    expect(await cappedTotal(org.db, categories(), { limit: 5, offset: 0 }, 10)).toEqual({
      total: 11,
      totalCapped: true,
    });
  });

  test('a page past the cap raises it, so the pager always offers the next page', async () => {
    expect(await cappedTotal(org.db, categories(), { limit: 5, offset: 20 }, 10)).toEqual({
      total: 26,
      totalCapped: true,
    });
    expect(await cappedTotal(org.db, categories(), { limit: 5, offset: 25 }, 10)).toEqual({
      total: 30,
      totalCapped: false,
    });
  });

  test('exactly the cap is an exact total', async () => {
    expect(await cappedTotal(org.db, categories(), { limit: 5, offset: 0 }, 30)).toEqual({
      total: 30,
      totalCapped: false,
    });
  });
});
