import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDeps } from '../src/create-deps.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';

/** This process's environment without DATABASE_URL: the list benchmarks' PostgreSQL runs
 * take it, every other bench measures the embedded database. */
export function embeddedEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...env } = process.env;
  return env;
}

/**
 * The real app on a fresh embedded database with the demo data, production-like settings but no
 * rate limit, listening on `port` (0: any); prints "ready" for the bench that started it.
 */
export async function serveDemoApp(port: number) {
  const config = loadConfig({
    ...embeddedEnv(),
    NODE_ENV: 'development',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'stone-bench-')),
    DEMO_PASSWORD: 'Bench1234',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const deps = await createDeps(config);
  await seedDemo(deps);
  const app = await buildApp(deps);
  await app.listen({ host: '127.0.0.1', port });
  console.log('ready');
  return app;
}
