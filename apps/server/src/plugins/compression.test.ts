import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgOwner } from '../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../test/test-app.ts';
import { COMPRESS_MIN_BYTES, registerCompression, takesGzip } from './compression.ts';

/** Accept-Encoding headers that take gzip, and some that refuse it (takesGzip, the library). */
const GZIP_TAKEN = ['gzip, deflate, br, zstd', 'br;q=1.0, gzip;q=0.8', '*', 'x-gzip', 'GZIP'];
const GZIP_REFUSED = ['gzip;q=0', 'br', 'identity', '', 'br, *;q=0', 'gzip; q=0.0'];

const BIG_JSON = JSON.stringify({
  rows: Array.from({ length: 200 }, (_, i) => ({ i, name: 'slab' })),
});

describe('what is compressed', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerCompression(app);
    app.get('/json', async (_request, reply) => reply.type('application/json').send(BIG_JSON));
    app.get('/json-stream', async (_request, reply) =>
      reply.type('application/json').send(Readable.from([BIG_JSON])),
    );
    app.get('/page', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(`<p>${'x'.repeat(4000)}</p>`),
    );
    app.get('/download', async (_request, reply) =>
      reply.type('image/svg+xml').send(Readable.from([`<svg>${' '.repeat(4000)}</svg>`])),
    );
    app.get('/untyped-stream', async (_request, reply) => reply.send(Readable.from([BIG_JSON])));
    app.post('/echo', async (request) => ({ got: request.body }));
  });
  afterAll(() => app.close());
  const get = (url: string, encoding: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('reads Accept-Encoding as browsers and proxies write it', async () => {
    for (const encoding of GZIP_TAKEN) {
      const res = await get('/json', encoding);
      expect(res.headers['content-encoding'], encoding).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(BIG_JSON);
      expect(takesGzip(encoding), encoding).toBe(true);
    }
    for (const encoding of GZIP_REFUSED) {
      expect(takesGzip(encoding), encoding).toBe(false);
      const res = await get('/json', encoding);
      expect(res.headers['content-encoding'], encoding).toBeUndefined();
      expect(res.body).toBe(BIG_JSON);
      // Either way a cache learns that the answer depends on Accept-Encoding.
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('leaves pages, downloads and every stream as they are, JSON ones too', async () => {
    for (const url of ['/json-stream', '/page', '/download', '/untyped-stream']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.rawPayload.length, url).toBeGreaterThan(COMPRESS_MIN_BYTES);
    }
  });

  it('takes request bodies as sent: a gzipped body is not unpacked', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ a: 1 })),
    });
    expect(res.statusCode).toBe(400);
  });
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
    // It is sent gzipped already: Accept-Encoding is read as the library reads it.
    for (const encoding of GZIP_TAKEN) {
      const res = await userInfo(encoding);
      expect(res.headers['content-encoding'], encoding).toBe('gzip');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(gunzipSync(res.rawPayload).toString(), encoding).toBe(plain);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    for (const encoding of GZIP_REFUSED) {
      const res = await userInfo(encoding);
      expect(res.headers['content-encoding'], encoding).toBeUndefined();
      expect(res.body, encoding).toBe(plain);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
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
