import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDeps } from '../src/create-deps.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { insertBenchOwner } from './bench-owner.ts';
import { embeddedEnv } from './demo-server.ts';

// The real app with one enterprise for dxf-project-p99.bench.ts: on the embedded database, or
// on PostgreSQL when a URL and schema are given (`PORT [URL SCHEMA]`). Prints "ready TOKEN".
const [port, url, schema] = process.argv.slice(2);
const config = loadConfig({
  ...embeddedEnv(),
  ...(url && schema ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {}),
  NODE_ENV: 'development',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'stone-bench-')),
  DEMO_DATA: '0',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const deps = await createDeps(config);
const { orgId, userId } = await insertBenchOwner(deps.db, {
  username: 'benchowner',
  phone: '13800000009',
  orgName: 'Bench Stone Works',
});
const app = await buildApp(deps);
await app.listen({ host: '127.0.0.1', port: Number(port ?? 0) });
console.log(`ready ${await createSession(deps, userId, orgId)}`);

// "lag" on stdin prints the event loop's delay since the last "lag" (p99 and max, ms): what any
// call waits for before its handler runs, database or not.
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== 'lag') continue;
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  console.log(`lag ${ms(delay.percentile(99))} ${ms(delay.max)}`);
  delay.reset();
}
