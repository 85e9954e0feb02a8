import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp, createOwner, type Owner } from '../members/admin-test-kit.ts';

/** Issue 11: a role name raced by parallel creates is a conflict (code 4), never a 500. */
describeEachDialect('roles under concurrency', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  const create = (body: Record<string, unknown>, lang: 'en' | 'zh') =>
    call<{ id: string }>(
      t.app,
      'webRole/createRole',
      { menuIds: [100], ...body },
      {
        token: owner.token,
        lang,
      },
    );
  const rowsNamed = async (name: string) =>
    (
      await t.deps.db
        .selectFrom('roles')
        .select('id')
        .where('org_id', '=', owner.orgId)
        .where('name', '=', name)
        .execute()
    ).length;

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'roleracer', 'Role Race Co');
  });
  afterAll(() => t.close());

  test('ten parallel creates of one name: one role, the rest answer code 4 in their language', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create({ name: 'Cutter' }, i % 2 ? 'zh' : 'en')),
    );
    expect(answers.filter((a) => a.result)).toHaveLength(1);
    for (const [i, lost] of answers.entries()) {
      if (lost.result) continue;
      expect(lost).toMatchObject({
        code: 4,
        msg: i % 2 ? '角色名称已存在' : 'A role with this name exists',
        data: null,
      });
    }
    expect(await rowsNamed('Cutter')).toBe(1);
  });

  test('ten parallel creates with one requestId make one role and all get its id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create({ name: `Packer ${i}`, requestId: 'req-role-1' }, 'en'),
      ),
    );
    expect(answers.every((a) => a.result)).toBe(true);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    const rows = await t.deps.db
      .selectFrom('roles')
      .select('id')
      .where('org_id', '=', owner.orgId)
      .where('name', 'like', 'Packer %')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
