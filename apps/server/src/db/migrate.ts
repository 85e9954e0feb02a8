import { readdir } from 'node:fs/promises';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/**
 * `20261125-0012-project-search.ts`: date, sequence, name; tests beside them are not migrations.
 * Work done in parallel numbers its migrations with a letter (`20261126-f01-…`), so they never
 * collide; they sort after the numbered ones of the same day.
 */
const MIGRATION_FILE = /^(\d{8}-(?:\d{4}|[a-z]\d{2})-[a-z0-9-]+)\.ts$/;

/**
 * Every migration file of the folder, by name: a new area adds its file and nothing else. The
 * server runs TypeScript as it is (docs/adr/0005), so tsx, vitest and the benches all read them.
 */
const provider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
      const name = MIGRATION_FILE.exec(file)?.[1];
      if (name) migrations[name] = (await import(new URL(file, MIGRATIONS_DIR).href)) as Migration;
    }
    return migrations;
  },
};

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
