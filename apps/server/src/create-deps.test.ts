import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDeps } from './create-deps.ts';
import { makePng, upload } from './modules/files/upload-test-kit.ts';
import { registerUser } from './test/flows.ts';

const startedIn = mkdtempSync(join(tmpdir(), 'stone-init-cwd-'));
afterAll(() => rmSync(startedIn, { recursive: true, force: true }));

/**
 * With a relative DATA_DIR, the database and the uploaded files once resolved it from different
 * directories (npm's INIT_CWD for one, the process's for the other) and so split the data in two.
 */
test('with a relative DATA_DIR the database and uploaded files share one folder', async () => {
  const relative = `stone-data-${Date.now()}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_ITERATIONS: '1',
    DEMO_DATA: '0',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DATA_DIR: relative,
    INIT_CWD: startedIn,
  });
  const deps = await createDeps(config);
  const app = await buildApp(deps);
  await app.ready();
  try {
    const user = await registerUser(app, deps, 'datadiruser');
    const res = await upload(
      app,
      user.token,
      { purpose: 'avatar' },
      { name: 'me.png', bytes: await makePng() },
    );
    expect(res.result).toBe(true);
    const folder = join(startedIn, relative);
    expect(existsSync(join(folder, 'app.db'))).toBe(true);
    expect(readdirSync(join(folder, 'files'))).toContain(res.data?.fileId);
    // Nothing went next to the process instead.
    expect(existsSync(resolve(process.cwd(), relative))).toBe(false);
  } finally {
    await app.close();
    await deps.db.destroy();
    rmSync(resolve(process.cwd(), relative), { recursive: true, force: true });
  }
});
