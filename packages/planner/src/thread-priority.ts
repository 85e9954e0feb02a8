import { platform, setPriority } from 'node:os';

/**
 * Lowers the calling worker thread's priority. Only on Linux, where nice is per thread;
 * elsewhere it would slow the whole process.
 */
export function lowerThreadPriority(niceness: number | undefined): void {
  if (niceness === undefined || platform() !== 'linux') return;
  try {
    setPriority(niceness);
  } catch {
    // Not permitted here: the plan still runs, at normal priority.
  }
}
