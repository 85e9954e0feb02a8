import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';
import * as accounts from './migrations/20261121-0001-accounts-and-enterprises.ts';
import * as enterpriseAdmin from './migrations/20261121-0005-enterprise-administration.ts';
import * as passwordSet from './migrations/20261122-0006-password-set.ts';
import * as projects from './migrations/20261124-0008-projects.ts';
import * as materials from './migrations/20261125-0010-materials.ts';
import * as materialFlows from './migrations/20261125-0011-material-flows.ts';
import * as uniqueKeys from './migrations/20261125-0009-unique-keys.ts';
import * as projectSearch from './migrations/20261125-0012-project-search.ts';

/** Migrations are listed in code (not read from disk) so tsx, vitest and builds all find them. */
const MIGRATIONS: Record<string, Migration> = {
  '20261121-0001-accounts-and-enterprises': accounts,
  '20261121-0005-enterprise-administration': enterpriseAdmin,
  '20261122-0006-password-set': passwordSet,
  '20261124-0008-projects': projects,
  '20261125-0010-materials': materials,
  '20261125-0009-unique-keys': uniqueKeys,
  '20261125-0011-material-flows': materialFlows,
  '20261125-0012-project-search': projectSearch,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * `schema` names the PostgreSQL schema that holds the migration tables. Without it Kysely looks
 * for them in every schema, so a test schema migrated while another exists skipped its tables.
 */
export function createMigrator(db: Db, schema?: string): Migrator {
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const { error, results } = await createMigrator(db, schema).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
