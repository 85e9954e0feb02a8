import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '40' });
});
afterAll(() => t.close());

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
  });

test('an unknown API path answers the 404 envelope', async () => {
  const res = await post('/api/v1/webNothing/here', '{}');
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ result: false, code: 3, msg: 'Unknown endpoint', data: null });
});

test('malformed JSON and non-JSON bodies are refused with an envelope', async () => {
  const broken = await post('/api/v1/webAuth/loginByPassword', '{"account":');
  expect(broken.json()).toMatchObject({ result: false, code: 2 });
  const text = await post('/api/v1/webAuth/loginByPassword', 'account=admin', {
    'content-type': 'text/plain',
  });
  expect(text.statusCode).toBe(415);
  expect(text.json()).toMatchObject({ code: 2, msg: 'Only JSON requests are accepted' });
});

test('a body over the cap answers 413 in an envelope', async () => {
  const res = await post(
    '/api/v1/webAuth/loginByPassword',
    JSON.stringify({ account: 'x'.repeat(1_100_000), password: 'y' }),
  );
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject({ code: 2, msg: 'The request is too large' });
});

test('a thrown error leaves as "system error" with no stack or SQL', async () => {
  const app = await createTestApp('sqlite', {}, undefined, (instance) => {
    instance.post('/api/v1/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('SELECT password_hash FROM users -- at Object.<anonymous> (/srv/app.ts:1:1)');
    });
  });
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/v1/test/boom',
    payload: {},
    headers: { 'accept-language': 'zh' },
  });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ result: false, code: 8, msg: '系统错误', data: null });
  expect(res.body).not.toMatch(/SELECT|password_hash|\.ts:/);
  await app.close();
});

test('security headers: a CSP that allows only our own origin on pages; nosniff everywhere', async () => {
  const api = await post('/api/v1/webCaptcha/getSliderPuzzle', '{}');
  expect(api.headers['x-content-type-options']).toBe('nosniff');
  const res = await t.app.inject({ method: 'GET', url: '/login' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
});

test('the chat widget origin, when configured, is the one outside script source allowed', async () => {
  const withChat = await createTestApp('sqlite', {
    CHAT_WIDGET_ORIGIN: 'https://chat.example.com/widget.js',
  });
  const res = await withChat.app.inject({ method: 'GET', url: '/index' });
  expect(res.headers['content-security-policy']).toContain(
    "script-src 'self' https://chat.example.com;",
  );
  await withChat.close();
});

test('past the per-IP budget, calls answer code 7', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 45; i++)
    codes.push((await post('/api/v1/webCaptcha/getSliderPuzzle', '{}')).json().code);
  expect(codes.at(-1)).toBe(7);
});
