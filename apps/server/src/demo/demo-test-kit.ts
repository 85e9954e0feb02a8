import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call } from '../test/api-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_USERNAME, seedDemo } from './seed-demo.ts';

export type DemoApi = <T>(path: string, body?: unknown) => Promise<T>;

/**
 * Seeds the demo into a fresh embedded database (the demo runs on SQLite only, seed-demo.ts),
 * signs in as its administrator and hands `check` the app, an API caller and the token; cleans up after.
 */
export async function withSeededDemo(
  check: (t: TestApp, api: DemoApi, token: string) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stone-demo-'));
  const t = await createTestApp('sqlite', {
    DEMO_DATA: '1',
    DEMO_PASSWORD: 'Demo12345',
    DATA_DIR: dataDir,
  });
  try {
    await seedDemo(t.deps);
    const login = await call<{ token: string }>(t.app, 'webAuth/loginByPassword', {
      account: DEMO_USERNAME,
      password: 'Demo12345',
    });
    const api: DemoApi = (path, body = {}) =>
      call(t.app, path, body, { token: login.data.token }).then((r) => r.data as never);
    await check(t, api, login.data.token);
  } finally {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
