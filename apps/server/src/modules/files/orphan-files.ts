import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../context.ts';
import { deleteFiles, findOrphanFileIds } from './files.repository.ts';
import { storedKey } from './files.service.ts';

/** An upload no record points to after a day was abandoned (a form closed without saving). */
export const ORPHAN_AGE_MS = 24 * 3_600_000;
const BATCH = 500;
const EVERY_MS = 6 * 3_600_000;
const FIRST_RUN_AFTER_MS = 60_000;

/**
 * Deletes uploads older than ORPHAN_AGE_MS that no record uses (findOrphanFileIds): the rows
 * first, one query per batch, then both stored variants of each, so a crash in between leaves at
 * worst an unlisted file, never a row pointing at nothing. Returns how many were removed.
 */
export async function removeOrphanFiles(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_AGE_MS).toISOString();
  const ids = await findOrphanFileIds(deps.db, cutoff, BATCH);
  if (ids.length === 0) return 0;
  await deleteFiles(deps.db, ids);
  for (const id of ids) {
    await deps.storage.remove(storedKey(id, 'full'));
    await deps.storage.remove(storedKey(id, 'thumb'));
  }
  return ids.length;
}

/** Runs removeOrphanFiles a minute after start and then every six hours; returns a stop. */
export function startFileHousekeeping(deps: AppDeps, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      let removed = 0;
      for (let batch = BATCH; batch === BATCH; removed += batch) {
        batch = await removeOrphanFiles(deps);
      }
      if (removed > 0) log.info({ removed }, 'removed abandoned uploads');
    } catch (error) {
      log.error({ err: error }, 'removing abandoned uploads failed');
    }
  };
  const first = setTimeout(() => void run(), FIRST_RUN_AFTER_MS).unref();
  const every = setInterval(() => void run(), EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
