import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, describeEachDialect, type TestApp } from '../test/test-app.ts';

/**
 * Issue 11: a unique key broken by a racing twin answers the conflict code with a message, on
 * both databases, wherever it is thrown: routes here insert the same key twice on purpose.
 */
describeEachDialect('unique-key violations', (dialect) => {
  const now = () => new Date().toISOString();

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, undefined, (app) => {
      app.post('/api/v1/test/twin-user', { config: { access: 'public' } }, async () => {
        for (const phone of ['13900000001', '13900000002'])
          await t.deps.db
            .insertInto('users')
            .values({
              id: phone,
              username: 'twin_user',
              phone,
              password_hash: 'x',
              nickname: 'Twin',
              avatar: null,
              gender: null,
              current_org_id: null,
              created_at: now(),
              updated_at: now(),
              version: 1,
            })
            .execute();
        return {};
      });
      app.post('/api/v1/test/twin-captcha', { config: { access: 'public' } }, async () => {
        for (const id of ['c1', 'c2'])
          await t.deps.db
            .insertInto('captchas')
            .values({
              id,
              answer_x: 1,
              attempts: 0,
              token_hash: 'same',
              created_at: now(),
              expires_at: now(),
              consumed_at: null,
            })
            .execute();
        return {};
      });
    });
  });
  afterAll(() => t.close());

  test('a key with its own message answers it; any other key answers "already exists"', async () => {
    const post = (url: string, lang: string) =>
      t.app.inject({ method: 'POST', url, payload: {}, headers: { 'accept-language': lang } });

    const named = await post('/api/v1/test/twin-user', 'en');
    expect(named.statusCode).toBe(409);
    expect(named.json()).toEqual({
      result: false,
      code: 4,
      msg: 'This user name is taken',
      data: null,
    });
    const generic = await post('/api/v1/test/twin-captcha', 'zh');
    expect(generic.json()).toEqual({
      result: false,
      code: 4,
      msg: '数据已存在，请刷新后查看',
      data: null,
    });
    expect(generic.body).not.toMatch(/UNIQUE|constraint|captchas|token_hash/i);
  });
});
