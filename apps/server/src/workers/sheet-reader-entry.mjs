// The worker starts as plain Node; register tsx first so it can load the TypeScript sources
// (as dxf-reader-entry.mjs does, docs/adr/0005). Loading them costs about half a second of CPU,
// more than most reads: the thread is lowered to the background priority before that, so the
// threads it starts (tsx's loader) inherit it and the event loop keeps a core (issue 22).
import { platform, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

if (platform() === 'linux' && typeof workerData?.niceness === 'number') {
  try {
    setPriority(workerData.niceness); // this thread only, on Linux
  } catch {
    // Not permitted here: the read still runs, at normal priority.
  }
}
register();
await import('./sheet-reader-thread.ts');
