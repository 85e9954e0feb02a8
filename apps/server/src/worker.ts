// `npm run worker` (issue 21): a process that takes planning and DXF-reading jobs from the
// PostgreSQL queue, on this machine or any other that reaches the database and the file store.
// Several may run; each job is taken by one of them, and a job whose worker dies is retried
// once by another (jobs/job-queue.ts).
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config.ts';
import { closeDeps, createDeps } from './create-deps.ts';
import { workDxfJobs } from './jobs/dxf-read-job.ts';
import { DXF_READ_LIMITS } from './workers/dxf-reader.ts';
import { workPlanJobs } from './modules/planning/plan-worker.ts';

async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL)
    throw new ConfigError('Invalid configuration:\n  DATABASE_URL: a worker needs PostgreSQL');
  const deps = await createDeps(config);
  if (!deps.jobs)
    throw new ConfigError('Invalid configuration:\n  JOBS_IN_PROCESS: must be off for a worker');
  const plans = config.WORKER_CONCURRENCY ?? Math.max(1, availableParallelism() - 1);
  await workPlanJobs(deps, deps.jobs, plans);
  await workDxfJobs(deps, deps.jobs, DXF_READ_LIMITS.concurrent);
  console.log(JSON.stringify({ msg: 'worker ready', pid: process.pid, plans }));
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // Running plans are not cancelled: their jobs expire and another worker retries them.
    await closeDeps(deps);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(error instanceof ConfigError ? 78 : 1);
});
