import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { registerUser } from '../../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { sha256 } from '../../lib/crypto.ts';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describeEachDialect('sessions', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const info = (token?: string) =>
    call(t.app, 'webUser/getCurMcUserInfo', {}, token ? { token } : {});
  const login = async (account: string, password: string) =>
    (await call<{ token: string }>(t.app, 'webAuth/loginByPassword', { account, password })).data
      .token;

  test('only the hash of a token is stored', async () => {
    const { token } = await registerUser(t.app, t.deps, 'hash_only');
    const rows = await t.deps.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === sha256(token))).toBe(true);
  });

  test('no token, a tampered token: code 5', async () => {
    const { token } = await registerUser(t.app, t.deps, 'tamper_me');
    expect(await info()).toMatchObject({
      result: false,
      code: 5,
      status: 401,
      msg: 'Please log in',
    });
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await info(tampered)).code).toBe(5);
    expect((await info(`Bearer ${token}`)).code).toBe(0);
  });

  test('logout ends the session at once', async () => {
    const { token } = await registerUser(t.app, t.deps, 'leaving_soon');
    expect((await call(t.app, 'logout', {}, { token })).result).toBe(true);
    expect((await info(token)).code).toBe(5);
  });

  test('expired by age or by idleness: code 15', async () => {
    const { token } = await registerUser(t.app, t.deps, 'old_session');
    await t.deps.db
      .updateTable('sessions')
      .set({ expires_at: ago(1000) })
      .where('token_hash', '=', sha256(token))
      .execute();
    expect(await info(token)).toMatchObject({
      code: 15,
      msg: 'Login expired, please log in again',
    });
    const idle = await registerUser(t.app, t.deps, 'idle_session');
    await t.deps.db
      .updateTable('sessions')
      .set({ last_used_at: ago(100 * HOUR) })
      .where('token_hash', '=', sha256(idle.token))
      .execute();
    expect((await info(idle.token)).code).toBe(15);
  });

  test('past its renewal age a token is answered once with code 14 and a fresh token', async () => {
    const { token } = await registerUser(t.app, t.deps, 'renew_me');
    await t.deps.db
      .updateTable('sessions')
      .set({ created_at: ago(25 * HOUR) })
      .where('token_hash', '=', sha256(token))
      .execute();
    const renewed = await info(token);
    expect(renewed).toMatchObject({ result: false, code: 14 });
    const fresh = renewed.data as string;
    expect(fresh).not.toBe(token);
    expect((await info(fresh)).code).toBe(0);
    // Calls already in flight with the old token still succeed for a short grace period.
    expect((await info(token)).code).toBe(0);
  });

  test('a password change ends the other sessions, keeps this one, and the old password stops working', async () => {
    const user = await registerUser(t.app, t.deps, 'pw_changer', 'First111');
    const other = await login(user.username, 'First111');
    const wrongOld = await call<Record<string, string>>(
      t.app,
      'webUser/changePassword',
      { oldPassword: 'Nope1111', newPassword: 'Second22', confirmPassword: 'Second22' },
      { token: user.token },
    );
    expect(wrongOld).toMatchObject({
      result: false,
      code: 2,
      msg: 'Password wrong',
      data: { oldPassword: 'Password wrong' },
    });
    const mismatch = await call<Record<string, string>>(
      t.app,
      'webUser/changePassword',
      { oldPassword: 'First111', newPassword: 'Second22', confirmPassword: 'Second23' },
      { token: user.token },
    );
    expect(mismatch.data.confirmPassword).toBe('The passwords are inconsistent');
    const changed = await call(
      t.app,
      'webUser/changePassword',
      { oldPassword: 'First111', newPassword: 'Second22', confirmPassword: 'Second22' },
      { token: user.token },
    );
    expect(changed).toMatchObject({ result: true, msg: 'Modified successfully' });
    expect((await info(user.token)).code).toBe(0);
    expect(await info(other)).toMatchObject({ code: 16 });
    expect(
      (
        await call(t.app, 'webAuth/loginByPassword', {
          account: user.username,
          password: 'First111',
        })
      ).result,
    ).toBe(false);
    expect(await login(user.username, 'Second22')).toBeTruthy();
  });
});
