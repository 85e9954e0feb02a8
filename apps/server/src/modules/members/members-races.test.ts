import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { nextPhone } from '../../test/flows.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp, createOwner, memberVersion, type Owner } from './admin-test-kit.ts';

type Added = { id: string; accountCreated: boolean };

/** Issue 11: parallel adds keep the seat quota and the unique keys, and never answer 500. */
describeEachDialect('members under concurrency', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  const add = (token: string, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    call<Added>(t.app, 'webMember/addMember', body, { token, lang });
  const burst = <T>(n: number, run: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => run(i)));
  const countRows = async (orgId: string, where: { staffNo?: string } = {}) => {
    let query = t.deps.db.selectFrom('members').select('id').where('org_id', '=', orgId);
    if (where.staffNo) query = query.where('staff_no', '=', where.staffNo);
    return (await query.execute()).length;
  };

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'raceadmin', 'Race Members Co');
  });
  afterAll(() => t.close());

  test('ten parallel adds fill the seat quota exactly', async () => {
    const small = await createOwner(t, 'seatadmin', 'Four Seats Co');
    await t.deps.db
      .insertInto('org_quotas')
      .values({
        org_id: small.orgId,
        quota_key: 'memberSeats',
        total: 4,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const answers = await burst(10, (i) =>
      add(small.token, { phone: nextPhone(), nickname: `Seat ${i}`, roleId: small.superRoleId }),
    );
    // The owner holds one of the four seats.
    expect(answers.filter((a) => a.result)).toHaveLength(3);
    for (const refused of answers.filter((a) => !a.result))
      expect(refused).toMatchObject({
        code: 4,
        msg: 'All member seats are in use; reclaim or buy more seats first',
      });
    expect(await countRows(small.orgId)).toBe(4);
    const quotas = await call<{ list: { key: string; used: number; total: number }[] }>(
      t.app,
      'webQuota/getQuotaList',
      {},
      { token: small.token },
    );
    expect(quotas.data.list.find((q) => q.key === 'memberSeats')).toMatchObject({
      used: 4,
      total: 4,
    });
  });

  test('ten parallel adds of one phone make one member; the rest answer code 4', async () => {
    const phone = nextPhone();
    const answers = await burst(10, (i) =>
      add(owner.token, { phone, nickname: `Twin ${i}`, roleId: owner.superRoleId }),
    );
    expect(answers.filter((a) => a.result)).toHaveLength(1);
    for (const lost of answers.filter((a) => !a.result))
      expect(lost).toMatchObject({ code: 4, msg: 'This person is already a member' });
    const users = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .execute();
    expect(users).toHaveLength(1);
  });

  test('ten parallel adds with one staff number give it to one member', async () => {
    const answers = await burst(10, (i) =>
      add(owner.token, {
        phone: nextPhone(),
        nickname: `Staff ${i}`,
        roleId: owner.superRoleId,
        staffNo: '0777',
      }),
    );
    expect(answers.filter((a) => a.result)).toHaveLength(1);
    for (const lost of answers.filter((a) => !a.result))
      expect(lost).toMatchObject({ code: 4, msg: 'This staff number is already used' });
    expect(await countRows(owner.orgId, { staffNo: '0777' })).toBe(1);
  });

  test('parallel edits to one staff number: one wins, the other answers code 4 in its language', async () => {
    const [a, b] = await burst(2, (i) =>
      add(owner.token, { phone: nextPhone(), nickname: `Editor ${i}`, roleId: owner.superRoleId }),
    );
    const edit = async (id: string, lang: 'en' | 'zh') =>
      call(
        t.app,
        'webMember/updateMember',
        {
          id,
          roleId: owner.superRoleId,
          departmentId: null,
          staffNo: '0888',
          version: await memberVersion(t, owner.orgId, id),
        },
        { token: owner.token, lang },
      );
    const answers = await Promise.all([edit(a!.data.id, 'zh'), edit(b!.data.id, 'zh')]);
    expect(answers.filter((x) => x.result)).toHaveLength(1);
    expect(answers.find((x) => !x.result)).toMatchObject({ code: 4, msg: '该工号已被使用' });
    expect(await countRows(owner.orgId, { staffNo: '0888' })).toBe(1);
  });

  test('ten parallel adds with one requestId make one member and all get its id', async () => {
    const before = await countRows(owner.orgId);
    const answers = await burst(10, () =>
      add(owner.token, {
        phone: nextPhone(),
        nickname: 'Retried',
        roleId: owner.superRoleId,
        requestId: 'req-member-1',
      }),
    );
    expect(answers.every((x) => x.result)).toBe(true);
    expect(new Set(answers.map((x) => x.data.id)).size).toBe(1);
    expect(await countRows(owner.orgId)).toBe(before + 1);
  });
});
