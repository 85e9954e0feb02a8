import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrgOwner } from '../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../test/test-app.ts';
import { acceptsGzip, COMPRESS_MIN_BYTES } from './compression.ts';

it('reads Accept-Encoding as browsers and proxies write it', () => {
  expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
  expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
  expect(acceptsGzip('*')).toBe(true);
  expect(acceptsGzip('gzip;q=0')).toBe(false);
  expect(acceptsGzip('br')).toBe(false);
  expect(acceptsGzip(undefined)).toBe(false);
});

describeEachDialect('compressing JSON answers', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('gzips a large JSON answer for a client that takes gzip, and leaves it plain otherwise', async () => {
    const asked = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-encoding']).toBe('gzip');
    expect(asked.headers.vary).toMatch(/accept-encoding/i);
    const text = gunzipSync(asked.rawPayload).toString();
    expect(asked.rawPayload.length).toBeLessThan(text.length / 3);

    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
    expect(JSON.parse(plain.body)).toHaveProperty('paths');
  });

  it('answers user info, a cached answer compressed once, with what the plain call says', async () => {
    const { token } = await createOrgOwner(t.app, t.deps, 'gzip_owner', 'Gzip Stone');
    const userInfo = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/webUser/getCurMcUserInfo',
        payload: {},
        headers: { authorization: token, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = (await userInfo()).body;
    expect(plain.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    for (let i = 0; i < 2; i++) {
      const res = await userInfo('gzip, deflate, br, zstd');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(plain);
    }
  });

  it('sends a small JSON answer as it is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webNothing/nothingHere',
      payload: {},
      headers: { 'accept-encoding': 'gzip', 'accept-language': 'en' },
    });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<{ code: number }>().code).toBe(3);
  });
});
