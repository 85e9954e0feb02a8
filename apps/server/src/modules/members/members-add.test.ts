import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { createOrgOwner, nextPhone, registerUser } from '../../test/flows.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp, createOwner, type Owner } from './admin-test-kit.ts';

describeEachDialect('members: adding', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  const countMembers = async () =>
    (await t.deps.db.selectFrom('members').select('id').where('org_id', '=', owner.orgId).execute())
      .length;
  const add = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    call<{ id: string; accountCreated: boolean }>(t.app, 'webMember/addMember', body, {
      token: owner.token,
      lang,
    });

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'memberowner', 'Members Stone Co');
  });
  afterAll(() => t.close());

  describe('adding', () => {
    test('a new phone gets an account and a one-time sign-in code by SMS', async () => {
      const phone = nextPhone();
      const res = await add({
        phone,
        nickname: 'Wang Fang',
        roleId: owner.superRoleId,
        staffNo: '0007',
      });
      expect(res).toMatchObject({
        result: true,
        msg: 'Member added',
        data: { accountCreated: true },
      });
      const code = t.deps.sms.lastCodeFor?.(phone);
      const login = await call<{ token: string }>(t.app, 'webAuth/loginBySms', {
        phone,
        smsCode: code,
      });
      expect(login.result).toBe(true);
      const info = await call<{ orgId: string; nickname: string }>(
        t.app,
        'webUser/getCurMcUserInfo',
        {},
        { token: login.data.token },
      );
      expect(info.data).toMatchObject({ orgId: owner.orgId, nickname: 'Wang Fang' });
      // One-time: the same code does not open a second session.
      expect((await call(t.app, 'webAuth/loginBySms', { phone, smsCode: code })).result).toBe(
        false,
      );
    });

    test('an added account sets its first password without an old one, then signs in with it', async () => {
      const phone = nextPhone();
      await add({ phone, nickname: 'Li Lei', roleId: owner.superRoleId });
      const sms = await call<{ token: string }>(t.app, 'webAuth/loginBySms', {
        phone,
        smsCode: t.deps.sms.lastCodeFor?.(phone),
      });
      const token = sms.data.token;
      const info = () =>
        call<{ hasPassword: boolean }>(t.app, 'webUser/getPersonalInfo', {}, { token });
      expect((await info()).data.hasPassword).toBe(false);
      // Nobody knows the random password the account was made with: no old password is asked.
      const first = await call(
        t.app,
        'webUser/changePassword',
        { newPassword: 'Stone2026', confirmPassword: 'Stone2026' },
        { token },
      );
      expect(first.result).toBe(true);
      expect((await info()).data.hasPassword).toBe(true);
      const byPassword = await call(t.app, 'webAuth/loginByPassword', {
        account: phone,
        password: 'Stone2026',
      });
      expect(byPassword.result).toBe(true);
      // From now on the password is theirs, and changing it takes the current one.
      const again = await call(
        t.app,
        'webUser/changePassword',
        { newPassword: 'Other2026', confirmPassword: 'Other2026' },
        { token },
      );
      expect(again).toMatchObject({ code: 2, msg: 'Required', data: { oldPassword: 'Required' } });
      expect(
        (await call(t.app, 'webAuth/loginByPassword', { account: phone, password: 'Stone2026' }))
          .result,
      ).toBe(true);
    });

    test('an existing account without an enterprise joins; one in another enterprise is refused', async () => {
      const free = await registerUser(t.app, t.deps, 'freeagent');
      const joined = await add({ phone: free.phone, nickname: 'Free', roleId: owner.superRoleId });
      expect(joined.data.accountCreated).toBe(false);
      const info = await call<{ orgId: string }>(
        t.app,
        'webUser/getCurMcUserInfo',
        {},
        { token: free.token },
      );
      expect(info.data.orgId).toBe(owner.orgId);
      expect(
        (await add({ phone: free.phone, nickname: 'Free', roleId: owner.superRoleId })).msg,
      ).toBe('This person is already a member');
      const other = await createOrgOwner(t.app, t.deps, 'otherboss', 'Other Stone Co');
      const before = await countMembers();
      const res = await add({ phone: other.phone, nickname: 'Boss', roleId: owner.superRoleId });
      expect(res).toMatchObject({
        result: false,
        code: 4,
        msg: 'This person already belongs to another enterprise',
      });
      expect(await countMembers()).toBe(before);
    });

    test('a bad phone is a "wrong number" in both languages, and nothing is added', async () => {
      const before = await countMembers();
      for (const phone of ['12345678901', '1381234567', '2381234567a', '']) {
        const en = await add({ phone, nickname: 'X', roleId: owner.superRoleId });
        expect(en).toMatchObject({ result: false, code: 2, msg: 'Wrong number' });
        expect(en.data).toMatchObject({ phone: 'Wrong number' });
      }
      expect(
        (await add({ phone: '123', nickname: 'X', roleId: owner.superRoleId }, 'zh')).msg,
      ).toBe('号码有误');
      expect(await countMembers()).toBe(before);
    });

    test('a staff number must be 1-4 digits and unique in the enterprise', async () => {
      const before = await countMembers();
      for (const staffNo of ['12345', 'ab', '', '1 2', '-1']) {
        const res = await add({
          phone: nextPhone(),
          nickname: 'S',
          roleId: owner.superRoleId,
          staffNo,
        });
        expect(res).toMatchObject({ code: 2, msg: 'Staff number is 1-4 digits' });
      }
      const zh = await add(
        { phone: nextPhone(), nickname: 'S', roleId: owner.superRoleId, staffNo: '99999' },
        'zh',
      );
      expect(zh.msg).toBe('工号为1-4位数字');
      const dup = await add({
        phone: nextPhone(),
        nickname: 'S',
        roleId: owner.superRoleId,
        staffNo: '0007',
      });
      expect(dup).toMatchObject({ code: 4, msg: 'This staff number is already used' });
      expect(await countMembers()).toBe(before);
    });

    test('mass-assignment fields are rejected, not ignored', async () => {
      for (const extra of [
        { orgId: 'x' },
        { id: 'x' },
        { version: 3 },
        { createdBy: 'x' },
        { status: 'enabled' },
      ]) {
        const res = await add({
          phone: nextPhone(),
          nickname: 'M',
          roleId: owner.superRoleId,
          ...extra,
        });
        expect(res.code).toBe(2);
        expect(Object.values(res.data as object)).toContain('Unknown field');
      }
    });

    test('a retried add with the same requestId adds once', async () => {
      const body = {
        phone: nextPhone(),
        nickname: 'Retry',
        roleId: owner.superRoleId,
        requestId: 'r-1',
      };
      const first = await add(body);
      const second = await add(body);
      expect(second.data.id).toBe(first.data.id);
    });
  });
});
