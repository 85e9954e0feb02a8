import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAdminTestApp, createOwner } from '../modules/members/admin-test-kit.ts';
import { describeEachDialect, type TestApp } from '../test/test-app.ts';
import { orgScope, sameOrg } from './org-scope.ts';

/** Two enterprises' rows side by side: every scoped statement touches only its own. */
describeEachDialect('org scope', (dialect) => {
  let t: TestApp;
  let orgA = '';
  let orgB = '';
  const stamp = '2026-11-25T00:00:00.000Z';
  const category = (id: string, name: string) => ({
    id,
    name,
    sort: 0,
    created_at: stamp,
    updated_at: stamp,
    version: 1,
  });
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    // Real enterprises (their rows are what the foreign keys point at).
    orgA = (await createOwner(t, 'scope_a', 'Scope A Stone')).orgId;
    orgB = (await createOwner(t, 'scope_b', 'Scope B Stone')).orgId;
    // The same id in both enterprises: keys are (org_id, id).
    await orgScope(t.deps.db, orgA)
      .insertInto('process_categories')
      .values(category('c1', 'A'))
      .execute();
    await orgScope(t.deps.db, orgB)
      .insertInto('process_categories')
      .values([category('c1', 'B'), category('c2', 'B2')])
      .execute();
  });
  afterAll(() => t.close());

  const names = async (org: string) =>
    (
      await orgScope(t.deps.db, org)
        .selectFrom('process_categories as pc')
        .select('pc.name')
        .orderBy('pc.name')
        .execute()
    ).map((r) => r.name);

  test('insert adds the enterprise; select, with or without an alias, sees only its own', async () => {
    expect(await names(orgA)).toEqual(['A']);
    expect(await names(orgB)).toEqual(['B', 'B2']);
    const plain = await orgScope(t.deps.db, orgB)
      .selectFrom('process_categories')
      .selectAll()
      .execute();
    expect(plain.every((r) => r.org_id === orgB)).toBe(true);
  });

  test('update and delete of an id both enterprises use change only the caller’s row', async () => {
    const a = orgScope(t.deps.db, orgA);
    const updated = await a
      .updateTable('process_categories')
      .set({ name: 'A2' })
      .where('id', '=', 'c1')
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
    expect(await names(orgB)).toEqual(['B', 'B2']);
    // An id only the other enterprise has is a missing row here.
    const none = await a.deleteFrom('process_categories').where('id', '=', 'c2').executeTakeFirst();
    expect(Number(none.numDeletedRows)).toBe(0);
    expect(await names(orgB)).toEqual(['B', 'B2']);
  });

  test('a join keeps both tables on one enterprise, and a transaction keeps the scope', async () => {
    const rows = await orgScope(t.deps.db, orgB)
      .selectFrom('process_categories as x')
      .innerJoin('process_categories as y', (j) =>
        j.onRef('y.id', '=', 'x.id').on(sameOrg('y', 'x')),
      )
      .select(['x.name as left', 'y.name as right'])
      .orderBy('x.name')
      .execute();
    expect(rows).toEqual([
      { left: 'B', right: 'B' },
      { left: 'B2', right: 'B2' },
    ]);
    await orgScope(t.deps.db, orgA).transaction((org) =>
      org.deleteFrom('process_categories').where('id', '=', 'c1').execute(),
    );
    expect(await names(orgA)).toEqual([]);
    expect(await names(orgB)).toEqual(['B', 'B2']);
  });
});
