import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { createOrgOwner, registerUser } from '../../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { revokeUserSessions } from '../auth/session.service.ts';
import { insertEnabledMember } from '../members/members.repository.ts';
describeEachDialect('membership decides what a member may do', (dialect) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createOrgOwner>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await createOrgOwner(t.app, t.deps, 'boss', 'Shuitou Stone');
  });
  afterAll(() => t.close());

  /** A user in the owner's enterprise with a role granting exactly these menus and actions. */
  async function memberWith(
    username: string,
    menuIds: number[],
    actions: string[] = [],
    webAccess: 0 | 1 = 1,
  ) {
    const user = await registerUser(t.app, t.deps, username);
    const row = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const stamps = { created_at: now, updated_at: now, version: 1 };
    const roleId = newId();
    await t.deps.db
      .insertInto('roles')
      .values({
        org_id: owner.orgId,
        id: roleId,
        name: `r-${username}`,
        is_super_admin: 0,
        menu_ids: JSON.stringify(menuIds),
        actions: JSON.stringify(actions),
        ...stamps,
      })
      .execute();
    await insertEnabledMember(t.deps.db, { orgId: owner.orgId, userId: row.id, roleId, webAccess });
    await t.deps.db
      .updateTable('users')
      .set({ current_org_id: owner.orgId })
      .where('id', '=', row.id)
      .execute();
    return { ...user, userId: row.id };
  }

  test('a role sees only the menus it grants', async () => {
    const clerk = await memberWith('clerk', [150, 152]);
    const info = await call<{
      menuIds: number[];
      menuLevelOne: { moduleCode: string }[];
      webRoleList: { isSuperAdmin: boolean }[];
    }>(t.app, 'webUser/getCurMcUserInfo', {}, { token: clerk.token });
    expect(info.data.menuIds.sort()).toEqual([100, 150, 152, 180 + 8].sort());
    expect(info.data.menuLevelOne.map((m) => m.moduleCode)).toEqual(['index', 'orgManagement']);
    expect(info.data.webRoleList[0]?.isSuperAdmin).toBe(false);
  });

  test('an endpoint needing a menu the role lacks answers code 6; the action is checked too', async () => {
    const viewer = await memberWith('viewer', [150, 152]);
    const outsider = await memberWith('outsider', [100]);
    expect(
      await call(t.app, 'webOrg/getJoinApplicationList', {}, { token: outsider.token }),
    ).toMatchObject({ code: 6, status: 403, msg: 'No permission' });
    expect(
      (await call(t.app, 'webOrg/getJoinApplicationList', {}, { token: viewer.token })).code,
    ).toBe(0);
    const decide = await call(
      t.app,
      'webOrg/rejectApplication',
      { applicationId: 'x', reason: 'y' },
      { token: viewer.token },
    );
    expect(decide.code).toBe(6);
  });

  test('a user without an enterprise gets code 6 from enterprise endpoints', async () => {
    const loner = await registerUser(t.app, t.deps, 'loner');
    expect(
      (await call(t.app, 'webOrg/getJoinApplicationList', {}, { token: loner.token })).code,
    ).toBe(6);
  });

  test('loginApp is 0 for a shop-floor-only member', async () => {
    const worker = await memberWith('floor_worker', [100], [], 0);
    const info = await call<{ loginApp: number }>(
      t.app,
      'webUser/getCurMcUserInfo',
      {},
      { token: worker.token },
    );
    expect(info.data.loginApp).toBe(0);
  });

  test('disabled: next call 351539 and no new sign-in; removed: 353028 and signs in without the enterprise', async () => {
    const a = await memberWith('to_disable', [100]);
    await t.deps.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('user_id', '=', a.userId)
      .execute();
    await revokeUserSessions(t.deps, a.userId, 'member_disabled');
    expect(await call(t.app, 'webUser/getCurMcUserInfo', {}, { token: a.token })).toMatchObject({
      code: 351539,
      msg: 'Your account is disabled in this enterprise',
    });
    expect(
      (
        await call(t.app, 'webAuth/loginByPassword', {
          account: 'to_disable',
          password: a.password,
        })
      ).code,
    ).toBe(351539);

    const b = await memberWith('to_remove', [100]);
    await t.deps.db
      .updateTable('members')
      .set({ status: 'removed' })
      .where('user_id', '=', b.userId)
      .execute();
    await revokeUserSessions(t.deps, b.userId, 'member_removed');
    expect((await call(t.app, 'webUser/getCurMcUserInfo', {}, { token: b.token })).code).toBe(
      353028,
    );
    const again = await call<{ token: string }>(t.app, 'webAuth/loginByPassword', {
      account: 'to_remove',
      password: b.password,
    });
    const info = await call<{ orgId: string | null }>(
      t.app,
      'webUser/getCurMcUserInfo',
      {},
      { token: again.data.token },
    );
    expect(info.data.orgId).toBeNull();
  });

  test('a disabled enterprise or an expired plan answers 353001', async () => {
    const other = await createOrgOwner(t.app, t.deps, 'expired_boss', 'Expired Stone');
    await t.deps.db
      .updateTable('orgs')
      .set({ plan_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', other.orgId)
      .execute();
    expect((await call(t.app, 'webUser/getCurMcUserInfo', {}, { token: other.token })).code).toBe(
      353001,
    );
  });
});
