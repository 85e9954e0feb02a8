import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENDPOINTS, type EndpointPath } from '@stone/shared';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { makePng, upload } from '../files/upload-test-kit.ts';
import { addAndSignIn, type Owner } from '../members/admin-test-kit.ts';
import { callSeat, createSeatWorld, type SeatTestApp } from './seat-test-kit.ts';

/**
 * What a member without a web seat may still call (docs/adr/0007): enough to load user info and
 * be told (loginApp 0), manage their own account, and sign out. Everything else is the
 * enterprise's and answers 351539.
 */
const REACHABLE_WITHOUT_SEAT: Partial<Record<EndpointPath, unknown>> = {
  'webUser/getCurMcUserInfo': {},
  'webUser/getPersonalInfo': {},
  'webOrg/getMyApplications': {},
  'webOrg/searchOrg': { name: 'Seat' },
};
const NO_SEAT = {
  code: 351539,
  status: 401,
  msg: 'Your web console seat was reclaimed; ask an administrator for a seat, or use the shop-floor app',
};

describe('seat rule', () => {
  test('the calls kept open without a seat are all session calls, not enterprise ones', () => {
    for (const path of [...Object.keys(REACHABLE_WITHOUT_SEAT), 'logout'] as EndpointPath[])
      expect(ENDPOINTS[path].access, path).toBe('session');
  });
});

/** Issue 11 item 8: the server, not only the browser, holds a member without a seat back. */
describeEachDialect('web seat enforcement', (dialect) => {
  let t: SeatTestApp;
  let owner: Owner;
  let member: Awaited<ReturnType<typeof addAndSignIn>>;
  const asMember = (path: string, body: unknown = {}, lang: 'en' | 'zh' = 'en') =>
    call(t.app, path, body, { token: member.token, lang });
  const setSeat = async (path: 'webQuota/reclaimSeat' | 'webQuota/allocateSeat') => {
    const res = await callSeat(t, owner.orgId, path, member.memberId, { token: owner.token });
    expect(res.code).toBe(0);
  };

  beforeAll(async () => {
    // Enough permission that every refusal below can only be the seat's.
    const world = await createSeatWorld(
      dialect,
      { owner: 'seatenforceowner', org: 'Seat Enforce Stone Co', role: 'Office' },
      ['orgInfo:edit'],
    );
    ({ t, owner } = world);
    member = await addAndSignIn(t, owner.token, {
      nickname: 'Seat Holder',
      roleId: world.allocatorRoleId,
    });
  });
  afterAll(() => t.close());

  test('reclaiming the seat refuses the next enterprise call at once; allocating restores it', async () => {
    // This call also leaves the membership in the read cache: the reclaim must clear it.
    expect((await asMember('webQuota/getQuotaList')).code).toBe(0);
    await setSeat('webQuota/reclaimSeat');
    expect(await asMember('webQuota/getQuotaList')).toMatchObject({ result: false, ...NO_SEAT });
    expect((await asMember('webQuota/getQuotaList', {}, 'zh')).msg).toBe(
      '您的网页端席位已被回收，请联系管理员分配席位，或使用车间端应用',
    );
    // The seat is checked before the role: a screen the role lacks answers the same way.
    expect((await asMember('webMember/getMemberList', {})).code).toBe(351539);
    const logo = await upload(
      t.app,
      member.token,
      { purpose: 'logo' },
      {
        name: 'l.png',
        bytes: await makePng(),
      },
    );
    expect(logo.code).toBe(351539);

    await setSeat('webQuota/allocateSeat');
    expect((await asMember('webQuota/getQuotaList')).code).toBe(0);
  });

  test('without a seat the member still loads user info, their own account, and signs out', async () => {
    await setSeat('webQuota/reclaimSeat');
    expect((await asMember('webQuota/getSeatList', {})).code).toBe(351539);
    for (const [path, body] of Object.entries(REACHABLE_WITHOUT_SEAT)) {
      const res = await asMember(path, body);
      expect(res.code, `${path}: ${res.msg}`).toBe(0);
    }
    // User info is how the web learns it: loginApp 0 sends the person back to sign-in.
    const info = await call<{ loginApp: number }>(
      t.app,
      'webUser/getCurMcUserInfo',
      {},
      { token: member.token },
    );
    expect(info.data.loginApp).toBe(0);
    const avatar = await upload(
      t.app,
      member.token,
      { purpose: 'avatar' },
      {
        name: 'a.png',
        bytes: await makePng(),
      },
    );
    expect(avatar.code).toBe(0);
    expect((await asMember('logout')).code).toBe(0);
    expect((await asMember('webUser/getCurMcUserInfo')).code).toBe(5);
  });
});
