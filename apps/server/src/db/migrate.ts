import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';
import * as accounts from './migrations/20261121-0001-accounts-and-enterprises.ts';
import * as enterpriseAdmin from './migrations/20261121-0005-enterprise-administration.ts';
import * as passwordSet from './migrations/20261122-0006-password-set.ts';

/** Migrations are listed in code (not read from disk) so tsx, vitest and builds all find them. */
const MIGRATIONS: Record<string, Migration> = {
  '20261121-0001-accounts-and-enterprises': accounts,
  '20261121-0005-enterprise-administration': enterpriseAdmin,
  '20261122-0006-password-set': passwordSet,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export function createMigrator(db: Db): Migrator {
  return new Migrator({ db, provider });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
