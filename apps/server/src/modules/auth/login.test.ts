import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { registerUser, requestSmsCode } from '../../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../../test/test-app.ts';

describeEachDialect('sign-in', (dialect) => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await registerUser(t.app, t.deps, 'quarry_li', 'Granite88');
  });
  afterAll(() => t.close());

  test('by user name or by phone with the password', async () => {
    for (const account of [user.username, user.phone]) {
      const res = await call<{ token: string }>(t.app, 'webAuth/loginByPassword', {
        account,
        password: 'Granite88',
      });
      expect(res).toMatchObject({ result: true, code: 0, msg: 'Login successful' });
      expect(res.data.token.length).toBeGreaterThanOrEqual(43);
    }
  });

  test('an unknown user and a wrong password get the same answer', async () => {
    const wrong = await call(t.app, 'webAuth/loginByPassword', {
      account: user.username,
      password: 'Granite89',
    });
    const unknown = await call(t.app, 'webAuth/loginByPassword', {
      account: 'nobody_here',
      password: 'Granite88',
    });
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({
      result: false,
      code: 2,
      msg: 'Wrong user name or password',
      data: null,
    });
    const zh = await call(
      t.app,
      'webAuth/loginByPassword',
      { account: 'nobody_here', password: 'x' },
      { lang: 'zh' },
    );
    expect(zh.msg).toBe('用户名或密码错误');
  });

  test('five failures lock the account for a while, even with the right password', async () => {
    const victim = await registerUser(t.app, t.deps, 'locked_wang', 'Marble123');
    for (let i = 0; i < 5; i++)
      await call(t.app, 'webAuth/loginByPassword', {
        account: victim.username,
        password: 'nope1234',
      });
    const res = await call(t.app, 'webAuth/loginByPassword', {
      account: victim.username,
      password: 'Marble123',
    });
    expect(res).toMatchObject({
      result: false,
      code: 7,
      msg: 'Too many failed sign-ins, try again later',
    });
  });

  test('the five failures are counted per person, whichever name they were typed with', async () => {
    const victim = await registerUser(t.app, t.deps, 'locked_zhao', 'Marble123');
    const tryPassword = (account: string, password: string) =>
      call(t.app, 'webAuth/loginByPassword', { account, password });
    // Three guesses by user name and two by phone: five in all, not five per name.
    for (const account of [victim.username, victim.phone, victim.username, victim.phone])
      expect((await tryPassword(account, 'nope1234')).code).toBe(2);
    expect((await tryPassword(victim.username, 'nope1234')).code).toBe(2);
    for (const account of [victim.username, victim.phone])
      expect(await tryPassword(account, 'Marble123')).toMatchObject({
        result: false,
        code: 7,
        msg: 'Too many failed sign-ins, try again later',
      });
  });

  test('an unknown account is still throttled, and answers as a real one does', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (
          await call(t.app, 'webAuth/loginByPassword', {
            account: 'ghost_account',
            password: 'nope1234',
          })
        ).code,
      ).toBe(2);
    const sixth = await call(t.app, 'webAuth/loginByPassword', {
      account: 'ghost_account',
      password: 'nope1234',
    });
    expect(sixth).toMatchObject({ result: false, code: 7 });
  });

  test('by phone with an SMS code', async () => {
    // The code sent at registration a moment ago would hold back a new send for a minute.
    await t.deps.db
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('phone', '=', user.phone)
      .execute();
    const code = await requestSmsCode(t.app, t.deps, user.phone, 'login');
    const res = await call<{ token: string }>(t.app, 'webAuth/loginBySms', {
      phone: user.phone,
      smsCode: code,
    });
    expect(res).toMatchObject({ result: true, code: 0 });
    const again = await call(t.app, 'webAuth/loginBySms', { phone: user.phone, smsCode: code });
    expect(again).toMatchObject({ result: false, msg: 'Wrong or expired verification code' });
  });

  test('a register code does not sign in', async () => {
    const code = await requestSmsCode(t.app, t.deps, '13912340000', 'register');
    const res = await call(t.app, 'webAuth/loginBySms', { phone: '13912340000', smsCode: code });
    expect(res.result).toBe(false);
  });
});
