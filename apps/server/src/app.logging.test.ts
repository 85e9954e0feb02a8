import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { call } from './test/api-client.ts';
import { registerUser, requestSmsCode } from './test/flows.ts';
import { createTestApp } from './test/test-app.ts';

test('logs carry request ids but never passwords, tokens or SMS codes', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = await createTestApp('sqlite', {}, stream);
  const user = await registerUser(t.app, t.deps, 'log_watcher', 'Secret123');
  const login = await call<{ token: string }>(t.app, 'webAuth/loginByPassword', {
    account: 'log_watcher',
    password: 'Secret123',
  });
  await call(t.app, 'webUser/getCurMcUserInfo', {}, { token: login.data.token });
  await call(t.app, 'webAuth/loginByPassword', { account: 'log_watcher', password: 'WrongPass9' });
  t.app.log.info(
    { body: { password: 'Secret123', token: login.data.token, smsCode: '123456' } },
    'a careless log line',
  );
  const code = await requestSmsCode(t.app, t.deps, '13700001111', 'login');
  await t.close();

  const all = lines.join('');
  expect(all).toMatch(/"reqId":"[0-9a-f-]{36}"/);
  for (const secret of ['Secret123', 'WrongPass9', login.data.token, user.token])
    expect(all).not.toContain(secret);
  expect(all).toContain('[redacted]');
  // The development SMS sender writes its code on purpose (the log stands in for the phone);
  // no other line may carry it.
  const withCode = lines.filter((l) => l.includes(code));
  expect(withCode.every((l) => l.includes('[dev sms]'))).toBe(true);
});
