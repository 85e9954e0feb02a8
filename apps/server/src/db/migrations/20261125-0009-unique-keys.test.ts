import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createOrgOwner } from '../../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { down, up } from './20261125-0009-unique-keys.ts';

describeEachDialect('migration 0009 unique department names', (dialect) => {
  let t: TestApp;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    orgId = (await createOrgOwner(t.app, t.deps, 'mig0009', 'Migration Stone Co')).orgId;
  });
  afterAll(() => t.close());

  const raw = () => t.deps.db as unknown as Kysely<unknown>;
  let seq = 0;
  const insert = (name: string, parentId: string | null = null) => {
    const id = `d${++seq}`;
    // Creation order decides which twin keeps its name.
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString();
    return t.deps.db
      .insertInto('departments')
      .values({
        org_id: orgId,
        id,
        name,
        parent_id: parentId,
        sort: 0,
        created_at: at,
        updated_at: at,
        version: 1,
      })
      .execute()
      .then(() => id);
  };
  const byId = async () =>
    new Map(
      (
        await t.deps.db
          .selectFrom('departments')
          .select(['id', 'name', 'version'])
          .where('org_id', '=', orgId)
          .execute()
      ).map((r) => [r.id, r]),
    );

  test('existing twins are renamed, not lost, and the index then refuses new ones', async () => {
    await down(raw());
    const rootA = await insert('Sales');
    const rootB = await insert('Sales');
    const taken = await insert('Sales (2)');
    const rootC = await insert('Sales');
    const long = 'L'.repeat(30);
    const longA = await insert(long);
    const longB = await insert(long);
    const parent = await insert('Plant');
    const childA = await insert('Sales', parent);
    const childB = await insert('Sales', parent);

    await up(raw());
    const rows = await byId();
    expect(rows.get(rootA)).toMatchObject({ name: 'Sales', version: 1 });
    // "Sales (2)" already existed, so the twins take the next free numbers.
    expect(rows.get(taken)?.name).toBe('Sales (2)');
    expect(rows.get(rootB)).toMatchObject({ name: 'Sales (3)', version: 2 });
    expect(rows.get(rootC)?.name).toBe('Sales (4)');
    expect(rows.get(longA)?.name).toBe(long);
    expect(rows.get(longB)?.name).toBe(`${'L'.repeat(26)} (2)`);
    // A child may share a root's name; twins under one parent may not.
    expect(rows.get(childA)?.name).toBe('Sales');
    expect(rows.get(childB)?.name).toBe('Sales (2)');

    await expect(insert('Sales')).rejects.toThrow();
    await expect(insert('Sales', parent)).rejects.toThrow();
    expect(await insert('Sales', rootA)).toBeTruthy();
  });
});
