import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDialect, type TestApp } from '../test/test-app.ts';

const BUDGET = 5;
const SCRIPT = '/assets/index-B1x_9aZc.js';
const STYLE = '/assets/index-Dq3r8WkP.css';
/** A chunk big enough to be worth compressing, with the `.br`/`.gz` twins the build writes. */
const CHUNK = '/assets/login-page-C4fQ2mZx.js';
const CHUNK_TEXT = `export const words = ${JSON.stringify('stone '.repeat(2000))};`;

/** A built web app as Vite lays it out: index.html and content-hashed assets. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, SCRIPT), 'console.log(1);');
  writeFileSync(join(dir, STYLE), 'body{}');
  writeFileSync(join(dir, CHUNK), CHUNK_TEXT);
  writeFileSync(join(dir, `${CHUNK}.br`), brotliCompressSync(CHUNK_TEXT));
  writeFileSync(join(dir, `${CHUNK}.gz`), gzipSync(CHUNK_TEXT));
  return dir;
}

describeEachDialect('serving the web app', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp(dialect, {
      WEB_DIST_DIR: dist,
      RATE_LIMIT_PER_MINUTE: String(BUDGET),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const callApi = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/webCaptcha/getSliderPuzzle',
        payload: {},
        headers: { 'accept-language': 'en' },
      })
    ).json<{ code: number }>().code;

  it('caches hashed assets for a year and makes the browser revalidate index.html', async () => {
    for (const url of [SCRIPT, STYLE]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/index.html', '/orgManagement/memberManagement']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>app</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the brotli twin of an asset to a browser that takes br, and plain bytes otherwise', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: CHUNK,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(CHUNK_TEXT.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK_TEXT);

    const gzip = await t.app.inject({
      method: 'GET',
      url: CHUNK,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get(CHUNK);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK_TEXT);
    // An asset without twins (too small to be worth it) is sent plain even when br is asked.
    const small = await t.app.inject({
      method: 'GET',
      url: SCRIPT,
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1);');
  });

  it('page loads and their assets, however many, leave the API budget untouched', async () => {
    // Ten reloads of a screen: its page and both assets each time, far past the budget of 5.
    for (let i = 0; i < 10; i++) {
      for (const url of ['/orgManagement/memberManagement', SCRIPT, STYLE]) {
        expect((await get(url)).statusCode).toBe(200);
      }
    }
    const codes: number[] = [];
    for (let i = 0; i <= BUDGET; i++) codes.push(await callApi());
    // The whole budget is still there for API calls; only the call past it is throttled (7).
    expect(codes.slice(0, BUDGET)).not.toContain(7);
    expect(codes.at(-1)).toBe(7);
  });
});
