import { resolve } from 'node:path';
import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { syncReadCache } from './events/cache-sync.ts';
import { createEventBus } from './events/event-bus.ts';
import { openPgChannel, type PgChannel } from './events/pg-channel.ts';
import { openJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createPasswordHasher } from './lib/passwords.ts';
import { createAuthThrottles } from './modules/auth/auth-throttles.ts';
import { createJobRegistry } from './modules/planning/plan-registry.ts';
import { createDevSmsSender } from './modules/auth/sms-sender.ts';
import { createDiskStorage, type FileStorage } from './storage/file-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';

/** Uploaded files: DATA_DIR/files (absolute, config.ts). */
export const filesDirOf = (config: Config) => resolve(config.DATA_DIR, 'files');

/** The configured file store (FILE_STORE): the S3 settings are complete, loadConfig checked. */
export function createFileStorage(config: Config): FileStorage {
  if (config.FILE_STORE === 'disk') return createDiskStorage(filesDirOf(config));
  return createS3Storage({
    endpoint: config.S3_ENDPOINT!,
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    prefix: config.S3_PREFIX,
  });
}

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
  await migrateToLatest(db, config.DATABASE_SCHEMA);
  let pgChannel: PgChannel | null = null;
  let jobs: JobQueue | null = null;
  if (config.DATABASE_URL) {
    // Issue 21: instances share cache invalidation, events and (unless kept here) the jobs.
    const schema = config.DATABASE_SCHEMA;
    pgChannel = await openPgChannel(config.DATABASE_URL);
    await syncReadCache(pgChannel, readCache, schema);
    if (!config.JOBS_IN_PROCESS) {
      const options = {
        url: config.DATABASE_URL,
        schema,
        expiryGraceSeconds: config.JOB_EXPIRY_GRACE_SECONDS,
        maintenanceSeconds: config.JOB_MAINTENANCE_SECONDS,
      };
      jobs = await openJobQueue(options, pgChannel);
    }
  }
  return {
    config,
    db,
    dialect,
    readCache,
    hasher: createPasswordHasher(config.ARGON2_MEMORY_KIB, config.ARGON2_ITERATIONS),
    sms: createDevSmsSender(),
    throttles: createAuthThrottles(),
    planJobs: createJobRegistry(),
    storage: createFileStorage(config),
    events: createEventBus(
      pgChannel ? { channel: pgChannel, schema: config.DATABASE_SCHEMA } : undefined,
    ),
    jobs,
    pgChannel,
  };
}

/** Stops the queue, the notification link and the database, in that order. */
export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.jobs?.stop();
  await deps.events.close();
  await deps.pgChannel?.close();
  await deps.db.destroy();
}
