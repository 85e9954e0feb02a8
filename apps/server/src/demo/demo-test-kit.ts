import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { factoryDay } from '@stone/shared/cutting/days';
import { call } from '../test/api-client.ts';
import { copyMigratedSqlite } from '../test/sqlite-template.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_USERNAME, seedDemo } from './seed-demo.ts';

export type DemoApi = <T>(path: string, body?: unknown) => Promise<T>;

/** The app on `dir`'s database (app.db) and data folder (data), used in place. */
const demoApp = (dir: string) =>
  createTestApp(
    'sqlite',
    { DEMO_DATA: '1', DEMO_PASSWORD: 'Demo12345', DATA_DIR: join(dir, 'data') },
    undefined,
    undefined,
    join(dir, 'app.db'),
  );

let seeded: { day: string; dir: Promise<string> } | undefined;

/**
 * A folder holding a database with the demo seeded (app.db) and its data folder, made once per
 * worker and factory day: seeding the whole demo takes seconds, and a dozen suites each read one
 * area of it. Seeded before the factory's midnight (16:00 UTC), its "today" would be yesterday
 * for a suite that runs after it (a CI run at 16:00 found no slab cut today).
 */
function seededTemplate(): Promise<string> {
  const day = factoryDay(new Date());
  if (seeded?.day === day) return seeded.dir;
  seeded = { day, dir: seedTemplate() };
  return seeded.dir;
}

async function seedTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'stone-demo-template-'));
  await copyMigratedSqlite(join(dir, 'app.db'));
  const t = await demoApp(dir);
  try {
    await seedDemo(t.deps);
  } finally {
    // Closing the last connection checkpoints the WAL into app.db, so a copy is whole.
    await t.close();
  }
  return dir;
}

/**
 * A fresh copy of the seeded demo on the embedded database (the demo runs on SQLite only,
 * seed-demo.ts): signs in as its administrator and hands `check` the app, an API caller and the
 * token; cleans up after. Each call has its own copy, so what one suite changes no other sees.
 */
export async function withSeededDemo(
  check: (t: TestApp, api: DemoApi, token: string) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'stone-demo-'));
  cpSync(await seededTemplate(), dir, { recursive: true });
  const t = await demoApp(dir);
  try {
    const login = await call<{ token: string }>(t.app, 'webAuth/loginByPassword', {
      account: DEMO_USERNAME,
      password: 'Demo12345',
    });
    const api: DemoApi = (path, body = {}) =>
      call(t.app, path, body, { token: login.data.token }).then((r) => r.data as never);
    await check(t, api, login.data.token);
  } finally {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
