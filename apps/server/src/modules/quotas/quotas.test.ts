import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { nextPhone } from '../../test/flows.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  addAndSignIn,
  createAdminTestApp,
  createOwner,
  createRole,
  memberVersion,
  type Owner,
} from '../members/admin-test-kit.ts';

type Quotas = { list: { key: string; total: number; used: number; available: number }[] };

describeEachDialect('service quotas', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  const seats = async () =>
    (await call<Quotas>(t.app, 'webQuota/getQuotaList', {}, { token: owner.token })).data.list.find(
      (q) => q.key === 'memberSeats',
    );

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'quotaowner', 'Quota Stone Co');
    await t.deps.db
      .insertInto('org_quotas')
      .values({
        org_id: owner.orgId,
        quota_key: 'memberSeats',
        total: 2,
        updated_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(() => t.close());

  test('quotas list total, used and available', async () => {
    expect(await seats()).toEqual({ key: 'memberSeats', total: 2, used: 1, available: 1 });
    const list = (await call<Quotas>(t.app, 'webQuota/getQuotaList', {}, { token: owner.token }))
      .data.list;
    expect(list.find((q) => q.key === 'deviceLinks')).toMatchObject({ total: 10, used: 0 });
  });

  test('adding a member beyond the quota is refused; reclaiming a seat makes room', async () => {
    // Not a super administrator: their seat can't be reclaimed (super-admin-seat.test.ts).
    const first = await addAndSignIn(t, owner.token, {
      nickname: 'Seat One',
      roleId: await createRole(t, owner.token, 'Seat holders', [100]),
    });
    expect(await seats()).toMatchObject({ used: 2, available: 0 });
    const body = { phone: nextPhone(), nickname: 'Seat Two', roleId: owner.superRoleId };
    const refused = await call(t.app, 'webMember/addMember', body, { token: owner.token });
    expect(refused).toMatchObject({
      code: 4,
      msg: 'All member seats are in use; reclaim or buy more seats first',
    });
    expect(
      (await call(t.app, 'webMember/addMember', body, { token: owner.token, lang: 'zh' })).msg,
    ).toBe('成员席位已用完，请先回收席位或扩容');
    expect(
      (await t.deps.db.selectFrom('users').select('id').where('phone', '=', body.phone).execute())
        .length,
    ).toBe(0);

    const version = await memberVersion(t, owner.orgId, first.memberId);
    const reclaim = await call(
      t.app,
      'webQuota/reclaimSeat',
      { memberId: first.memberId, version },
      { token: owner.token },
    );
    expect(reclaim).toMatchObject({ result: true, msg: 'Seat reclaimed' });
    // Without a seat the web console sends them back to sign-in (loginApp 0).
    const info = await call<{ loginApp: number }>(
      t.app,
      'webUser/getCurMcUserInfo',
      {},
      { token: first.token },
    );
    expect(info.data.loginApp).toBe(0);
    expect((await call(t.app, 'webMember/addMember', body, { token: owner.token })).result).toBe(
      true,
    );
    const full = await call(
      t.app,
      'webQuota/allocateSeat',
      { memberId: first.memberId, version: version + 1 },
      { token: owner.token },
    );
    expect(full.code).toBe(4);
    const seatList = await call<{ list: { memberId: string; hasSeat: boolean }[] }>(
      t.app,
      'webQuota/getSeatList',
      { hasSeat: false },
      { token: owner.token },
    );
    expect(seatList.data.list.map((m) => m.memberId)).toEqual([first.memberId]);
  });

  test('a stale version answers code 4; the caller keeps their own seat', async () => {
    const me = (
      await call<{ list: { memberId: string; nickname: string; version: number }[] }>(
        t.app,
        'webQuota/getSeatList',
        { name: 'quotaowner' },
        { token: owner.token },
      )
    ).data.list[0];
    const self = await call(
      t.app,
      'webQuota/reclaimSeat',
      { memberId: me?.memberId, version: me?.version },
      { token: owner.token },
    );
    expect(self.msg).toBe('You cannot do this to yourself');
    expect(
      (
        await call(
          t.app,
          'webQuota/reclaimSeat',
          { memberId: me?.memberId, version: 99 },
          { token: owner.token },
        )
      ).code,
    ).toBe(4);
    expect(
      (
        await call(
          t.app,
          'webQuota/allocateSeat',
          { memberId: 'nope', version: 1 },
          { token: owner.token },
        )
      ).code,
    ).toBe(3);
  });
});
