import { sql } from 'kysely';
import type { AppDeps } from '../src/context.ts';

/**
 * During a bulk seed the writer never pauses, so the checkpointer thread (wal-checkpointer.ts)
 * never finds the WAL fully copied at the start of a write and the WAL is never restarted: a
 * 1,000,000-row seed grew it past 15 GB. Every so many batches the seed truncates it itself.
 */
export async function checkpointSeed(deps: AppDeps, batch: number, every = 40): Promise<void> {
  if (deps.dialect !== 'sqlite' || batch % every !== every - 1) return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(deps.db);
}
