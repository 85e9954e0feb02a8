import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { call } from '../test/api-client.ts';
import { registerUser } from '../test/flows.ts';
import { createTestApp } from '../test/test-app.ts';

test('at warn, a call that succeeds logs nothing; one that fails logs its request id', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = await createTestApp('sqlite', { LOG_LEVEL: 'warn' }, stream, (app) => {
    app.post('/api/v1/test/boom', { config: { access: 'session' } }, async () => {
      throw new Error('broke');
    });
  });
  const user = await registerUser(t.app, t.deps, 'warn_watcher', 'Secret123');
  await call(t.app, 'webUser/getCurMcUserInfo', {}, { token: user.token });
  expect(lines).toEqual([]);

  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/test/boom',
    payload: {},
    headers: { authorization: user.token, cookie: `stone_token=${user.token}` },
  });
  await t.close();

  expect(res.json()).toMatchObject({ code: 8 });
  const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({
    level: 50,
    msg: 'unhandled error',
    reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  const all = lines.join('');
  for (const secret of ['Secret123', user.token]) expect(all).not.toContain(secret);
});
