import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// E2E_PORT lets a second run (another checkout) proceed beside one already on 18080.
const PORT = process.env.E2E_PORT ?? '18080';
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * CI runs the suite as two halves side by side, each against a server and database of its own
 * (E2E_HALF=first|second; the machine has two cores and one browser leaves one idle). The first
 * half is named here; every other spec, including any new one, is in the second.
 */
const FIRST_HALF = [
  'accessibility',
  'processes',
  'materials',
  'english-layout',
  'permissions',
  'sms-sign-in',
  'narrow-layout',
].map((name) => `${name}.spec.ts`);
const HALF = process.env.E2E_HALF;
if (HALF && HALF !== 'first' && HALF !== 'second')
  throw new Error(`E2E_HALF must be "first" or "second", not "${HALF}".`);

if (!existsSync(fileURLToPath(new URL('../dist/index.html', import.meta.url)))) {
  throw new Error(
    'apps/web/dist is missing: run "npm run build -w apps/web" before the e2e suite.',
  );
}

/**
 * Runs against the built app (apps/web/dist) served by the test server on one port, in Debian's
 * Chromium; no browser is ever downloaded. Build first: `npm run build -w apps/web`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: HALF === 'first' ? FIRST_HALF : '*.spec.ts',
  testIgnore: HALF === 'second' ? FIRST_HALF : [],
  // Each half its own: a run empties its output folder at start, traces being written included.
  outputDir: `test-results/${HALF ?? 'all'}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Patience, not speed targets: in CI the PostgreSQL suite runs beside this one on two cores.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    locale: 'zh-CN',
    viewport: { width: 1280, height: 800 },
    // The app then turns antd's motion off (providers.tsx): a dialog or toast is gone when it
    // closes, not after an animation a loaded machine may never finish painting (CI flakes).
    reducedMotion: 'reduce',
    // Traces only where someone can open them: CI shows its log, not its files, and recording every
    // test's snapshots cost the loaded machine a good part of a core.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm run start:test -w apps/server',
    env: { PORT },
    cwd: REPO_ROOT,
    url: `${BASE_URL}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
