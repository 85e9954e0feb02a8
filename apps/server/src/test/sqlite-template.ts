// SQLite test databases start as a copy of one migrated file instead of running every migration
// again: the suites make about 150 apps, and migrating costs about 0.2 s each, a copy a
// millisecond. Each worker migrates once. (PostgreSQL can't copy a schema, and replaying the
// migrations' statements was measured no faster than running them: the DDL is the cost there.)
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

let template: Promise<string> | undefined;

/** Writes a migrated, empty SQLite database to `file`. */
export async function copyMigratedSqlite(file: string): Promise<void> {
  template ??= (async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'stone-test-template-')), 'app.db');
    const opened = openDatabase({ dialect: 'sqlite', file: path });
    await migrateToLatest(opened.db);
    // The last connection to close checkpoints the WAL into the file, so the file is whole.
    await opened.db.destroy();
    return path;
  })();
  copyFileSync(await template, file);
}
