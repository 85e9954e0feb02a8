import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The server the end-to-end suite drives: a fresh embedded database in a temp folder, the
 * demo enterprise with a known password, and the test hooks on. Never for production.
 */
const port = process.env.PORT ?? '18080';
const defaults: Record<string, string> = {
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'stone-e2e-')),
  TEST_HOOKS: '1',
  DEMO_PASSWORD: 'Admin123',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  MES_URL: `http://127.0.0.1:${port}/doc`,
};
for (const [key, value] of Object.entries(defaults)) process.env[key] ??= value;

await import('../server.ts');
