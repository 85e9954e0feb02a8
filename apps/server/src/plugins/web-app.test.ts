import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDialect, type TestApp } from '../test/test-app.ts';

const BUDGET = 5;
const SCRIPT = '/assets/index-B1x_9aZc.js';
const STYLE = '/assets/index-Dq3r8WkP.css';

/** A built web app as Vite lays it out: index.html and content-hashed assets. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, SCRIPT), 'console.log(1);');
  writeFileSync(join(dir, STYLE), 'body{}');
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
