// Test helpers for issue 21 (not a test file itself): server instances built by createDeps as
// production builds them, on one PostgreSQL schema (or a SQLite folder), and worker processes
// started with `tsx src/worker.ts` that can be killed like a crashed machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../context.ts';
import { closeDeps, createDeps } from '../create-deps.ts';
import { bossSchemaOf } from './job-queue.ts';

export const PG_URL = process.env.TEST_DATABASE_URL;

export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_ITERATIONS: '1',
  DEMO_DATA: '0',
  TEST_HOOKS: '1',
  WEB_DIST_DIR: '/nonexistent',
  RATE_LIMIT_PER_MINUTE: '1000000',
} as const;

export type Instance = {
  app: FastifyInstance;
  deps: AppDeps;
  base: string;
  close(): Promise<void>;
};

/** A server instance as `npm start` builds it, listening on a free port. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const deps = await createDeps(loadConfig({ ...TEST_ENV, ...env }));
  const app = await buildApp(deps);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    app,
    deps,
    base: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await closeDeps(deps);
    },
  };
}

/** A fresh PostgreSQL schema and a files folder shared by every instance and worker of a test. */
export async function createClusterEnv(
  url: string | undefined = PG_URL,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `c_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const env = {
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'stone-cluster-')),
  };
  return {
    env,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.query(`drop schema if exists ${bossSchemaOf(schema)} cascade`);
      await c.end();
    },
  };
}

export type WorkerProcess = {
  child: ChildProcess;
  /** Runs this worker took (its 'plan job' log lines). */
  runs: string[];
  kill(signal?: NodeJS.Signals): Promise<void>;
};

const WORKER_ENTRY = join(import.meta.dirname, '../worker.ts');

/** `npm run worker` in a child process; resolves once it takes jobs. */
export function startWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY], {
    env: { ...process.env, ...TEST_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const runs: string[] = [];
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.includes('worker ready')) resolve({ child, runs, kill });
        const taken = /"msg":"plan job","runId":"([^"]+)"/.exec(line);
        if (taken?.[1]) runs.push(taken[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`worker exited ${code}: ${errors}`)));
  });
}
