import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDeps } from '../src/create-deps.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { readDxfInWorker } from '../src/modules/planning/dxf-worker.ts';

// The real app (as serve-app.ts) that, on "read PATH" from stdin, reads that drawing through
// the DXF worker again and again, as uploads would, until "stop"; each read prints its time.
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'stone-bench-')),
  DEMO_PASSWORD: 'Bench1234',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const deps = await createDeps(config);
await seedDemo(deps);
const app = await buildApp(deps);
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
console.log('ready');

let reading = false;
for await (const line of createInterface({ input: process.stdin })) {
  const [command, path] = line.split(' ');
  if (command === 'stop') reading = false;
  if (command !== 'read' || !path) continue;
  reading = true;
  void (async () => {
    while (reading) {
      const started = performance.now();
      // As an upload hands it over: the whole file in one buffer.
      const result = await readDxfInWorker(await readFile(path), { maxBytes: 256 * 1024 * 1024 });
      const pieces = result.ok ? result.pieces.length : result.error.code;
      console.log(`read-done ${(performance.now() - started).toFixed(0)} ${pieces}`);
    }
  })();
}
