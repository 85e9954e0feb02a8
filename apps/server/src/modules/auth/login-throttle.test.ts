import type { Envelope } from '@stone/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { registerUser } from '../../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../../test/test-app.ts';

/*
 * The failure counters live in process memory and this file runs both dialects in one process,
 * so each suite signs in from addresses of its own.
 */
let suite = 0;

describeEachDialect('sign-in throttle under parallel requests', (dialect) => {
  let t: TestApp;
  const net = `10.${++suite}`;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const login = async (account: string, password: string, ip: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webAuth/loginByPassword',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ account, password }),
      remoteAddress: ip,
    });
    return res.json<Envelope<{ token: string } | null>>();
  };
  const codes = (answers: Envelope<unknown>[]) => answers.map((a) => a.code);
  const count = (list: number[], code: number) => list.filter((c) => c === code).length;

  test('a burst of wrong passwords is evaluated only up to the limit; the right one inside it is refused', async () => {
    const user = await registerUser(t.app, t.deps, `burst_${dialect}`, 'Granite88');
    const ip = `${net}.1.1`;
    const wrong = Array.from({ length: 30 }, (_, i) => login(user.username, `Wrong${i}xx`, ip));
    const right = login(user.username, 'Granite88', ip);
    const answers = await Promise.all([...wrong, right]);
    const wrongCodes = codes(answers.slice(0, -1));
    // Five guesses are checked (code 2); every other one is turned away unchecked (code 7).
    expect(count(wrongCodes, 2)).toBe(5);
    expect(count(wrongCodes, 7)).toBe(25);
    expect(answers.at(-1)).toMatchObject({
      result: false,
      code: 7,
      msg: 'Too many failed sign-ins, try again later',
    });
    // Still blocked afterwards, from another address too.
    expect((await login(user.username, 'Granite88', `${net}.1.2`)).code).toBe(7);
  });

  test('parallel guesses at many accounts from one address stop at the per-address limit', async () => {
    const ip = `${net}.2.1`;
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) => login(`nobody_${dialect}_${i}`, 'Granite88', ip)),
    );
    expect(count(codes(answers), 2)).toBe(30);
    expect(count(codes(answers), 7)).toBe(15);
  });

  test('successful sign-ins do not use up the budget of their address or account', async () => {
    const user = await registerUser(t.app, t.deps, `often_${dialect}`, 'Marble123');
    const ip = `${net}.3.1`;
    for (let i = 0; i < 35; i++) {
      const res = await login(user.username, 'Marble123', ip);
      expect(res.code).toBe(0);
    }
    // Four failures, a success, four more: the success cleared the account's count.
    for (const password of ['Nope0001', 'Nope0002', 'Nope0003', 'Nope0004'])
      expect((await login(user.username, password, ip)).code).toBe(2);
    expect((await login(user.username, 'Marble123', ip)).code).toBe(0);
    for (const password of ['Nope0005', 'Nope0006', 'Nope0007', 'Nope0008'])
      expect((await login(user.username, password, ip)).code).toBe(2);
    expect((await login(user.username, 'Marble123', ip)).code).toBe(0);
  });
});
