import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shared data folder beside the checkout (<checkout>/../shared). Only corpus-wide tests read
 * it, and they skip when it is missing, so a fresh clone passes on its own. STONE_SHARED_DIR
 * moves it; pointing it at a missing path shows what such a clone would run.
 */
export const SHARED_DIR = resolve(
  process.env.STONE_SHARED_DIR ?? fileURLToPath(new URL('../../../../shared/', import.meta.url)),
);

/** `<shared>/<name>` when that folder is there, otherwise undefined. */
export function findSharedFolder(name: string): string | undefined {
  const dir = join(SHARED_DIR, name);
  return existsSync(dir) ? dir : undefined;
}
