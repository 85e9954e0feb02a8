import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { addAndSignIn, createRole, type Owner } from '../members/admin-test-kit.ts';
import { callSeat, createSeatWorld, type SeatTestApp } from './seat-test-kit.ts';

type SeatRow = { memberId: string; nickname: string; hasSeat: boolean; version: number };

/** Issue 11 item 7: the allocate permission must not take a super administrator's seat. */
describeEachDialect('super administrator seats', (dialect) => {
  let t: SeatTestApp;
  let owner: Owner;
  let clerk: Awaited<ReturnType<typeof addAndSignIn>>;
  let deputySuper: Awaited<ReturnType<typeof addAndSignIn>>;
  let worker: Awaited<ReturnType<typeof addAndSignIn>>;

  const seatOf = async (memberId: string) =>
    (
      await call<{ list: SeatRow[] }>(
        t.app,
        'webQuota/getSeatList',
        { pageSize: 100 },
        { token: owner.token },
      )
    ).data.list.find((m) => m.memberId === memberId);
  const reclaim = (token: string, memberId: string, lang: 'en' | 'zh' = 'en') =>
    callSeat(t, owner.orgId, 'webQuota/reclaimSeat', memberId, { token, lang });

  beforeAll(async () => {
    // Not a super administrator, but may allocate and reclaim seats.
    const world = await createSeatWorld(dialect, {
      owner: 'seatsuperowner',
      org: 'Seat Super Stone Co',
      role: 'Seat clerks',
    });
    ({ t, owner } = world);
    const allocator = world.allocatorRoleId;
    const plain = await createRole(t, owner.token, 'Cutters', [100]);
    clerk = await addAndSignIn(t, owner.token, { nickname: 'Seat Clerk', roleId: allocator });
    deputySuper = await addAndSignIn(t, owner.token, {
      nickname: 'Deputy Boss',
      roleId: owner.superRoleId,
    });
    worker = await addAndSignIn(t, owner.token, { nickname: 'Cutter One', roleId: plain });
  });
  afterAll(() => t.close());

  test("a member with the allocate permission cannot reclaim a super administrator's seat", async () => {
    const ownerRow = (
      await call<{ list: SeatRow[] }>(
        t.app,
        'webQuota/getSeatList',
        { name: 'seatsuperowner' },
        { token: owner.token },
      )
    ).data.list[0];
    const refused = await reclaim(clerk.token, ownerRow?.memberId ?? '');
    expect(refused).toMatchObject({
      result: false,
      code: 4,
      msg: "The super administrator's seat cannot be reclaimed",
    });
    const zh = await reclaim(clerk.token, ownerRow?.memberId ?? '', 'zh');
    expect(zh.msg).toBe('超级管理员的席位不能回收');
    expect((await reclaim(clerk.token, deputySuper.memberId)).code).toBe(4);

    // Nothing changed: both still hold their seat and keep using the web console.
    expect((await seatOf(ownerRow?.memberId ?? ''))?.hasSeat).toBe(true);
    expect((await seatOf(deputySuper.memberId))?.hasSeat).toBe(true);
    for (const token of [owner.token, deputySuper.token]) {
      const quotas = await call(t.app, 'webQuota/getQuotaList', {}, { token });
      expect(quotas.code).toBe(0);
    }
  });

  test("the seat is fixed like the role: another super administrator can't take it either", async () => {
    const refused = await reclaim(owner.token, deputySuper.memberId);
    expect(refused).toMatchObject({
      code: 4,
      msg: "The super administrator's seat cannot be reclaimed",
    });
    expect((await seatOf(deputySuper.memberId))?.hasSeat).toBe(true);
  });

  test("the same permission still reclaims an ordinary member's seat", async () => {
    expect(await reclaim(clerk.token, worker.memberId)).toMatchObject({
      code: 0,
      msg: 'Seat reclaimed',
    });
    expect((await seatOf(worker.memberId))?.hasSeat).toBe(false);
  });
});
