// DXF reads (issue 21): in a worker thread of this process (SQLite, or PostgreSQL without a
// queue), or as a job a worker process takes, reading the file from the shared store. The
// caller waits either way: a project is created only once its drawings are read.
import type PgBoss from 'pg-boss';
import { MESSAGES } from '@stone/shared';
import type { AppDeps } from '../context.ts';
import {
  DXF_READ_LIMITS,
  readDxfInWorker,
  type DxfReadResult,
  type ReadDxfInWorkerOptions,
} from '../workers/dxf-reader.ts';
import { QUEUES, type JobQueue } from './job-queue.ts';

type DxfJobData = { key: string; options: ReadDxfInWorkerOptions };

const crashed = (): DxfReadResult => ({
  ok: false,
  error: {
    code: 'DXF_READ_CRASHED',
    params: {},
    message: { ...MESSAGES['dxf.readCrashed'] },
  },
});

const POLL_MS = 100;

export async function readStoredDxf(
  deps: AppDeps,
  key: string,
  options: ReadDxfInWorkerOptions,
): Promise<DxfReadResult> {
  if (!deps.jobs) return readDxfInWorker(await deps.storage.read(key), options);
  const jobs = deps.jobs;
  const budgetS = Math.ceil((options.timeLimitMs ?? DXF_READ_LIMITS.timeLimitMs) / 1000);
  const expireInSeconds = budgetS + jobs.expiryGraceSeconds;
  const data: DxfJobData = { key, options };
  const id = await jobs.boss.send(QUEUES.dxfRead, data, { expireInSeconds });
  if (!id) return crashed();
  // Twice the expiry: a first worker lost, then a retry that runs to its end.
  const deadline = Date.now() + 2 * expireInSeconds * 1000 + 5_000;
  while (Date.now() < deadline) {
    const job = await jobs.boss.getJobById<DxfJobData>(QUEUES.dxfRead, id);
    if (job?.state === 'completed') return job.output as DxfReadResult;
    if (!job || job.state === 'failed' || job.state === 'cancelled') return crashed();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return crashed();
}

/** Worker process: reads drawings for any instance. */
export async function workDxfJobs(deps: AppDeps, jobs: JobQueue, concurrency: number) {
  const handle = async ([job]: PgBoss.Job<DxfJobData>[]) => {
    if (!job) return null;
    const bytes = await deps.storage.read(job.data.key);
    return readDxfInWorker(bytes, job.data.options);
  };
  for (let i = 0; i < concurrency; i += 1)
    await jobs.boss.work(QUEUES.dxfRead, { batchSize: 1, pollingIntervalSeconds: 0.5 }, handle);
}
