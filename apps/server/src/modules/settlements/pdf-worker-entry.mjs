// The PDF thread starts as plain Node; register tsx first so it can load the TypeScript sources
// (as workers/sheet-reader-entry.mjs does, docs/adr/0005), at background priority, so laying out
// a 50-page document never holds the event loop's core (issue 22).
import { platform, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

if (platform() === 'linux' && typeof workerData?.niceness === 'number') {
  try {
    setPriority(workerData.niceness); // this thread only, on Linux
  } catch {
    // Not permitted here: the PDF is still made, at normal priority.
  }
}
register();
await import('./pdf-worker-thread.ts');
