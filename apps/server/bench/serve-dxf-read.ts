import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { readDxfInWorker } from '../src/workers/dxf-reader.ts';
import { serveDemoApp } from './demo-server.ts';

// The real app (as serve-app.ts) that, on "read PATH" from stdin, reads that drawing through
// the DXF worker again and again, as uploads would, until "stop"; each read prints its time.
await serveDemoApp(Number(process.argv[2] ?? 0));

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
