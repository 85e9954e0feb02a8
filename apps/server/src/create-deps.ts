import { resolve } from 'node:path';
import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createPasswordHasher } from './lib/passwords.ts';
import { createAuthThrottles } from './modules/auth/auth-throttles.ts';
import { createJobRegistry } from './modules/planning/plan-registry.ts';
import { createDevSmsSender } from './modules/auth/sms-sender.ts';

/** Opens the configured database, brings its schema up to date, and wires the services. */
export async function createDeps(config: Config): Promise<AppDeps> {
  const { db, dialect, readCache } = config.DATABASE_URL
    ? openDatabase({
        dialect: 'postgres',
        url: config.DATABASE_URL,
        schema: config.DATABASE_SCHEMA,
      })
    : // DATA_DIR is already absolute (config.ts), the same folder the uploads use.
      openDatabase({ dialect: 'sqlite', file: resolve(config.DATA_DIR, 'app.db') });
  await migrateToLatest(db);
  return {
    config,
    db,
    dialect,
    readCache,
    hasher: createPasswordHasher(config.ARGON2_MEMORY_KIB, config.ARGON2_ITERATIONS),
    sms: createDevSmsSender(),
    throttles: createAuthThrottles(),
    planJobs: createJobRegistry(),
  };
}
