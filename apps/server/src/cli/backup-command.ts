import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { createFileStorage } from '../create-deps.ts';
import { openDatabase } from '../db/database.ts';
import { failInterruptedRuns } from '../modules/planning/plan-run-end.ts';
import { backup, restore, type BackupTarget } from './backup.ts';

export function backupTargetOf(config: Config): BackupTarget {
  return config.DATABASE_URL
    ? { dialect: 'postgres', url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA }
    : { dialect: 'sqlite', file: resolve(config.DATA_DIR, 'app.db') };
}

/** What the operator sees: counts and where, never file contents. */
export async function runBackupCommand(config: Config, command: 'backup' | 'restore', dir: string) {
  const target = backupTargetOf(config);
  const storage = createFileStorage(config);
  const folder = resolve(process.env.INIT_CWD ?? process.cwd(), dir);
  if (command === 'backup') {
    const m = await backup(target, storage, folder);
    return `Backed up the ${m.dialect} database (${m.database.bytes} bytes) and ${m.files.length} files into ${folder}${
      m.missingFiles.length ? `; ${m.missingFiles.length} files were deleted meanwhile` : ''
    }`;
  }
  const m = await restore(target, storage, folder);
  // Jobs in flight at backup time have no worker any more: say so before anyone polls them.
  const opened =
    target.dialect === 'sqlite'
      ? openDatabase({ dialect: 'sqlite', file: target.file })
      : openDatabase({
          dialect: 'postgres',
          url: target.url,
          ...(target.schema ? { schema: target.schema } : {}),
        });
  try {
    const interrupted = await failInterruptedRuns(opened);
    return `Restored the database of ${m.createdAt} and ${m.files.length} files from ${folder}; ${interrupted} runs in flight marked interrupted`;
  } finally {
    await opened.db.destroy();
  }
}
