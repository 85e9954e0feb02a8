import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe } from 'vitest';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../context.ts';
import { openDatabase, type Dialect } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createPasswordHasher } from '../lib/passwords.ts';
import { createAuthThrottles } from '../modules/auth/auth-throttles.ts';
import { createJobRegistry } from '../modules/planning/plan-registry.ts';
import { createDevSmsSender } from '../modules/auth/sms-sender.ts';
import { filesDirOf } from '../create-deps.ts';
import { createEventBus } from '../events/event-bus.ts';
import { createDiskStorage } from '../storage/file-storage.ts';
import { copyMigratedSqlite } from './sqlite-template.ts';

const PG_URL = process.env.TEST_DATABASE_URL;

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. CI's PostgreSQL stage comes after
 * its SQLite one and sets TEST_SKIP_SQLITE=1, so no suite runs twice on SQLite.
 */
export const TEST_DIALECTS: Dialect[] = !PG_URL
  ? ['sqlite']
  : process.env.TEST_SKIP_SQLITE === '1'
    ? ['postgres']
    : ['sqlite', 'postgres'];

/** Runs a database-touching suite once per dialect. */
export function describeEachDialect(name: string, suite: (dialect: Dialect) => void): void {
  for (const dialect of TEST_DIALECTS) describe(`${name} [${dialect}]`, () => suite(dialect));
}

export type TestApp = { app: FastifyInstance; deps: AppDeps; close(): Promise<void> };

/**
 * A real app on a real, empty, migrated database: a SQLite file in a folder of its own, or a
 * PostgreSQL schema of its own that is dropped afterwards, so runs never see each other's data.
 */
export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  logStream?: DestinationStream,
  /** Adds routes before the app starts, e.g. one that throws. */
  extend?: (app: FastifyInstance) => void,
  /** SQLite: this database file, used in place and kept (the caller made it and removes it). */
  sqliteFile?: string,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: logStream ? 'info' : 'silent',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_ITERATIONS: '1',
    DEMO_DATA: '0',
    TEST_HOOKS: '1',
    WEB_DIST_DIR: '/nonexistent',
    // Suites make hundreds of calls from one address; the budget has a test of its own.
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  });
  let dropSchema = async () => {};
  let opened: ReturnType<typeof openDatabase>;
  let schema: string | undefined;
  if (dialect === 'postgres') {
    if (!PG_URL) throw new Error('TEST_DATABASE_URL is not set');
    const name = `t_${randomBytes(6).toString('hex')}`;
    schema = name;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${name}`);
    await admin.end();
    opened = openDatabase({ dialect: 'postgres', url: PG_URL, schema: name });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema ${name} cascade`);
      await c.end();
    };
  } else if (sqliteFile) {
    opened = openDatabase({ dialect: 'sqlite', file: sqliteFile });
  } else {
    // A file, as the product runs: reads go to the second (read-only) connection.
    const dir = mkdtempSync(join(tmpdir(), 'stone-test-'));
    await copyMigratedSqlite(join(dir, 'app.db'));
    opened = openDatabase({ dialect: 'sqlite', file: join(dir, 'app.db') });
    dropSchema = async () => rmSync(dir, { recursive: true, force: true });
  }
  // A SQLite copy of the template (sqlite-template.ts) is current already and this does nothing.
  await migrateToLatest(opened.db, schema);
  const deps: AppDeps = {
    config,
    db: opened.db,
    dialect: opened.dialect,
    readCache: opened.readCache,
    hasher: createPasswordHasher(config.ARGON2_MEMORY_KIB, config.ARGON2_ITERATIONS),
    sms: createDevSmsSender(),
    throttles: createAuthThrottles(),
    planJobs: createJobRegistry(),
    // In-process jobs and events: the multi-instance suite (src/jobs) wires PostgreSQL's own.
    storage: createDiskStorage(filesDirOf(config)),
    events: createEventBus(),
    jobs: null,
    pgChannel: null,
  };
  const app = await buildApp(deps, logStream ? { logStream } : {});
  extend?.(app);
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await opened.db.destroy();
      await dropSchema();
    },
  };
}
