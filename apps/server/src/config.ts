import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Every setting comes from the environment, checked once at start with a clear message. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Database file (SQLite), uploads and generated secrets; made absolute by loadConfig. */
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /** PostgreSQL schema to use (tests give each run its own). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_PASSWORD: z.string().min(6).max(20).optional(),
  DEMO_DATA: bool.default(true),
  MES_URL: z.url().optional(),
  /** Origin of the customer-service chat script (the web's VITE_CHAT_WIDGET_URL); allowed by the CSP. */
  CHAT_WIDGET_ORIGIN: z.url().optional(),
  TEST_HOOKS: bool.default(false),
  SESSION_RENEW_AFTER_HOURS: z.coerce.number().positive().default(24),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(72),
  SESSION_MAX_DAYS: z.coerce.number().positive().max(7).default(7),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(1).default(2),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Signs file download links; generated into DATA_DIR when unset (modules/files). */
  FILE_URL_SECRET: z.string().min(32).optional(),
  /**
   * Issue 21, PostgreSQL only: planning and DXF reads are jobs for `npm run worker` processes.
   * 1 keeps them in this process's pools instead (one machine, no worker to run).
   */
  JOBS_IN_PROCESS: bool.default(false),
  /** Plans a worker process runs at once (default: its cores − 1, at least 1). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Seconds past its budget a job may stay silent before it counts as lost and is retried. */
  JOB_EXPIRY_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often lost jobs are looked for. */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Issue 21: where uploads live: `disk` (DATA_DIR/files) or an S3-compatible bucket. */
  FILE_STORE: z.enum(['disk', 's3']).default('disk'),
  /** Base URL of the S3-compatible service; buckets are addressed path-style under it. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Folder inside the bucket, for installations sharing one. */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]*$/, 'S3_PREFIX may hold only letters, digits, . _ - and /')
    .optional(),
});

/** What FILE_STORE=s3 cannot start without (S3_PREFIX is optional). */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // Resolved here, once: every consumer (database, files, secrets) reads the same absolute folder.
  // npm runs a workspace script inside that workspace but records where it was typed in INIT_CWD,
  // so `npm start` at the repository root keeps its data in ./data there, not in apps/server.
  const config = {
    ...parsed.data,
    DATA_DIR: resolve(env.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR),
  };
  if (config.TEST_HOOKS && config.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  TEST_HOOKS: must not be on in production');
  }
  if (config.FILE_STORE === 's3') {
    const missing = S3_REQUIRED.filter((name) => config[name] === undefined);
    if (missing.length)
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((n) => `  ${n}: required when FILE_STORE=s3`).join('\n')}`,
      );
  }
  return config;
}
