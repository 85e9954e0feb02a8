import { afterAll, beforeAll, expect, test } from 'vitest';
import { LIST_COUNT_PAGES } from '@stone/shared/common';
import { createAdminTestApp, createOwner } from '../modules/members/admin-test-kit.ts';
import { describeEachDialect, type TestApp } from '../test/test-app.ts';
import { cappedTotal, listPage } from './list-query.ts';
import { orgScope, type OrgScope } from './org-scope.ts';

/**
 * The capped total (issue 24, docs/adr/0023): exact within LIST_COUNT_PAGES pages from the
 * page's start, a flagged lower bound past them; a short page is its own total.
 */
describeEachDialect('list kit capped total', (dialect) => {
  let t: TestApp;
  let org: OrgScope;
  const stamp = '2026-11-27T00:00:00.000Z';
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    org = orgScope(t.deps.db, (await createOwner(t, 'cap_owner', 'Cap Stone')).orgId);
    const rows = Array.from({ length: 30 }, (_, i) => ({
      id: `c${String(i).padStart(2, '0')}`,
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
  const bySort = (q: ReturnType<typeof categories>) => q.orderBy('sort').orderBy('id');

  test('counts exactly while the rows stay within the counted pages', async () => {
    expect(LIST_COUNT_PAGES).toBe(10);
    expect(await cappedTotal(org.db, categories(), { limit: 5, offset: 0 })).toEqual({
      total: 30,
      totalCapped: false,
    });
    const some = categories().where('sort', '<', 7);
    expect(await cappedTotal(org.db, some, { limit: 2, offset: 0 })).toEqual({
      total: 7,
      totalCapped: false,
    });
  });

  test('stops one row past the counted pages and says the total is a lower bound', async () => {
    expect(await cappedTotal(org.db, categories(), { limit: 2, offset: 0 })).toEqual({
      total: 21,
      totalCapped: true,
    });
    // Counted in the page's order, the same number.
    const ordered = { order: bySort };
    expect(await cappedTotal(org.db, categories(), { limit: 2, offset: 0 }, ordered)).toEqual({
      total: 21,
      totalCapped: true,
    });
  });

  test('a deeper page counts further, so the pager always offers the next page', async () => {
    expect(await cappedTotal(org.db, categories(), { limit: 1, offset: 15 })).toEqual({
      total: 26,
      totalCapped: true,
    });
    expect(await cappedTotal(org.db, categories(), { limit: 1, offset: 20 })).toEqual({
      total: 30,
      totalCapped: false,
    });
  });

  test('exactly the counted pages is an exact total', async () => {
    expect(await cappedTotal(org.db, categories(), { limit: 3, offset: 0 })).toEqual({
      total: 30,
      totalCapped: false,
    });
  });

  test('a page that came back short needs no count, unless it is past the end', async () => {
    // The caller says the page held 4 of 5 rows: the total is what lies before it and the 4.
    expect(
      await cappedTotal(org.db, categories(), { limit: 5, offset: 10 }, { pageRows: 4 }),
    ).toEqual({ total: 14, totalCapped: false });
    // An empty page past the end counts, so the pager can go back to the last page.
    expect(
      await cappedTotal(org.db, categories(), { limit: 5, offset: 100 }, { pageRows: 0 }),
    ).toEqual({ total: 30, totalCapped: false });
  });

  test('listPage pages in order and counts along it', async () => {
    const ids = async (pageNum: number, pageSize: number) => {
      const page = await listPage(
        org,
        categories(),
        { pageNum, pageSize },
        (q) => bySort(q).select(['id']),
        (r) => r.id,
      );
      return { ids: page.list, total: page.total, totalCapped: page.totalCapped };
    };
    expect(await ids(1, 2)).toEqual({ ids: ['c00', 'c01'], total: 21, totalCapped: true });
    expect(await ids(3, 10)).toEqual({
      ids: ['c20', 'c21', 'c22', 'c23', 'c24', 'c25', 'c26', 'c27', 'c28', 'c29'],
      total: 30,
      totalCapped: false,
    });
    expect(await ids(4, 8)).toEqual({
      ids: ['c24', 'c25', 'c26', 'c27', 'c28', 'c29'],
      total: 30,
      totalCapped: false,
    });
    expect((await ids(9, 8)).total).toBe(30);
  });
});
