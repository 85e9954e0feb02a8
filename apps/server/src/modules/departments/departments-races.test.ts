import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp, createOwner, type Owner } from '../members/admin-test-kit.ts';

/** Issue 11: concurrent creates and renames can't make two sibling departments of one name. */
describeEachDialect('departments under concurrency', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  const api = <T = unknown>(path: string, body: unknown, lang: 'en' | 'zh' = 'en') =>
    call<T>(t.app, `webDept/${path}`, body, { token: owner.token, lang });
  const rowsNamed = async (name: string) =>
    t.deps.db
      .selectFrom('departments')
      .select(['id', 'parent_id'])
      .where('org_id', '=', owner.orgId)
      .where('name', '=', name)
      .execute();
  const burst = <T>(n: number, run: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => run(i)));

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'raceowner', 'Race Stone Co');
  });
  afterAll(() => t.close());

  const expectOneWinner = (
    answers: { result: boolean; code: number; msg: string; status: number }[],
  ) => {
    expect(answers.filter((a) => a.result)).toHaveLength(1);
    for (const lost of answers.filter((a) => !a.result)) {
      // The same answer as a sequential twin gets; never a crash.
      expect(lost.status).toBeLessThan(500);
      expect([2, 4]).toContain(lost.code);
      expect(lost.msg).toBe('A department with this name exists here');
    }
  };

  test('ten parallel creates of one root name make one department', async () => {
    const answers = await burst(10, () => api('createDept', { name: 'Quarry' }));
    expectOneWinner(answers);
    const rows = await rowsNamed('Quarry');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.parent_id).toBeNull();
  });

  test('ten parallel creates of one name under one parent make one department', async () => {
    const parent = await api<{ id: string }>('createDept', { name: 'Plant' });
    const answers = await burst(10, () =>
      api('createDept', { name: 'Polishing', parentId: parent.data.id }),
    );
    expectOneWinner(answers);
    expect(await rowsNamed('Polishing')).toHaveLength(1);
  });

  test('ten parallel creates with one requestId make one department and all get its id', async () => {
    const answers = await burst(10, (i) =>
      // Different names prove the retries don't create: only the first call's body counts.
      api<{ id: string }>('createDept', { name: `Retry ${i}`, requestId: 'req-dept-1' }),
    );
    expect(answers.every((a) => a.result)).toBe(true);
    const ids = new Set(answers.map((a) => a.data.id));
    expect(ids.size).toBe(1);
    const rows = await t.deps.db
      .selectFrom('departments')
      .select('id')
      .where('org_id', '=', owner.orgId)
      .where('name', 'like', 'Retry %')
      .execute();
    expect(rows.map((r) => r.id)).toEqual([...ids]);
  });

  test('parallel renames to one sibling name leave one department with it', async () => {
    const created = await burst(6, (i) => api<{ id: string }>('createDept', { name: `Shed ${i}` }));
    const answers = await burst(6, (i) =>
      api('updateDept', { id: created[i]?.data.id, name: 'Store', parentId: null, version: 1 }),
    );
    expectOneWinner(answers);
    expect(await rowsNamed('Store')).toHaveLength(1);
    const loser = created[answers.findIndex((a) => !a.result)]?.data.id;
    const zh = await api(
      'updateDept',
      { id: loser, name: 'Store', parentId: null, version: 1 },
      'zh',
    );
    expect(zh.result).toBe(false);
    expect(zh.msg).toBe('同级部门名称已存在');
  });
});
