// Issue 21: planning on PostgreSQL with 1, 2 and 4 `npm run worker` processes. 40 planes of 500
// pieces are started at once through the server's planning service (as the "plan" button does);
// the wall time runs until the last run has ended. Each worker plans one run at a time
// (WORKER_CONCURRENCY=1), so the worker count is the number of runs in flight. Needs PostgreSQL:
// BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local test database.
// `--small` plans 8 planes and leaves docs/benchmarks.md alone.
import { availableParallelism, cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';
import { loadConfig } from '../src/config.ts';
import type { Actor } from '../src/context.ts';
import { closeDeps, createDeps } from '../src/create-deps.ts';
import { loadMembership } from '../src/modules/org/membership.ts';
import { getPlanningJob } from '../src/modules/planning/plan-views.service.ts';
import { planPlane } from '../src/modules/planning/planning.service.ts';
import {
  seedPlane,
  TEST_SETTINGS,
  type SeedPiece,
} from '../src/modules/planning/planning-test-kit.ts';
import { createClusterEnv, startWorker, TEST_ENV } from '../src/jobs/cluster-test-kit.ts';
import { benchArgs } from './bench-args.ts';
import { insertBenchOwner } from './bench-owner.ts';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const args = benchArgs({ planes: 40, pieces: 500, budget: 2_000 });
if (args.small) Object.assign(args, { planes: 8 });
const WORKER_COUNTS = [1, 2, 4];

/** Facade panels of 40 repeated sizes (seeded), as the other planning benches use. */
function facade(count: number, seed0: number): SeedPiece[] {
  let seed = seed0;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const sizes = Array.from({ length: 40 }, () => ({
    width: 300 + Math.round(rand() * 24) * 50,
    height: 200 + Math.round(rand() * 14) * 50,
  }));
  return Array.from({ length: count }, (_, i) => ({
    code: `F-${i + 1}`,
    ...(sizes[Math.floor(rand() * sizes.length)] as { width: number; height: number }),
  }));
}

async function round(workerCount: number) {
  const cluster = await createClusterEnv(DATABASE_URL);
  const env = { ...cluster.env, LOG_LEVEL: 'warn' };
  const deps = await createDeps(loadConfig({ ...TEST_ENV, ...env }));
  const { orgId, userId } = await insertBenchOwner(deps.db, {
    username: 'workers',
    phone: '13900000009',
    orgName: 'Workers Stone',
  });
  const { memberId, grants } = await loadMembership(deps, orgId, userId);
  const actor: Actor = { orgId, userId, memberId, isSuperAdmin: grants.isSuperAdmin };
  const planes = [];
  for (let i = 0; i < args.planes; i += 1)
    planes.push(await seedPlane(deps, actor, facade(args.pieces, 1000 + i), TEST_SETTINGS));
  const workers = await Promise.all(
    Array.from({ length: workerCount }, () => startWorker({ ...env, WORKER_CONCURRENCY: '1' })),
  );
  const t0 = performance.now();
  const runs = [];
  for (const plane of planes)
    runs.push(
      (await planPlane(actor, deps, { planeId: plane.planeId, timeBudgetMs: args.budget })).runId,
    );
  const yields: number[] = [];
  let failed = 0;
  const reasons = new Map<string, number>();
  for (const runId of runs) {
    for (;;) {
      const job = await getPlanningJob(actor, deps, { runId, lang: 'en' });
      if (job.state === 'done') {
        yields.push(Number(job.bestYieldPercent));
        break;
      }
      if (job.state === 'failed' || job.state === 'cancelled') {
        failed += 1;
        const reason = job.errorMessage ?? job.state;
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        break;
      }
      await sleep(50);
    }
  }
  const wallMs = performance.now() - t0;
  const perWorker = workers.map((w) => w.runs.length);
  await Promise.all(workers.map((w) => w.kill('SIGTERM')));
  await closeDeps(deps);
  await cluster.drop();
  const meanYield = yields.reduce((a, b) => a + b, 0) / Math.max(1, yields.length);
  const why = [...reasons].map(([reason, n]) => `${n}× ${reason}`).join('; ');
  return { workerCount, wallMs, meanYield, failed, why, perWorker };
}

const results = [];
for (const count of WORKER_COUNTS) {
  const result = await round(count);
  console.log(JSON.stringify(result));
  results.push(result);
}
const base = results[0]?.wallMs ?? 1;
const rows = results.map(
  (r) =>
    `| ${r.workerCount} | ${(r.wallMs / 1000).toFixed(1)} s | ${(base / r.wallMs).toFixed(2)}× | ${r.meanYield.toFixed(2)} % | ${r.perWorker.join(' / ')} | ${r.failed}${r.why ? ` (${r.why})` : ''} |`,
);
const body = [
  `${args.planes} planes of ${args.pieces} facade pieces, ${args.budget / 1000} s budget each, all started at once through the planning service; workers are \`npm run worker\` processes with WORKER_CONCURRENCY=1 on the same machine as PostgreSQL and the server. Machine: ${cpus()[0]?.model ?? 'unknown'}, ${availableParallelism()} cores, Node ${process.version}.`,
  '',
  '| workers | wall time | speed-up | mean yield | runs per worker | failed |',
  '| ---: | ---: | ---: | ---: | --- | ---: |',
  ...rows,
  '',
  `Load average when it ended: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' / ',
    )} (other work on the machine slows every round alike). The planner stops at its budget (or earlier, at the lower bound), so the wall time follows the runs in flight plus each run's fixed costs (planner thread start, first layout, the queue's 0.5 s poll, the end's transaction); beyond the cores, runs share a core and each plans with less CPU in the same budget, which the mean yield and the failures (no first layout within the budget) show. On more machines, each worker brings its own cores.`,
].join('\n');
if (!args.small)
  writeBenchSection(
    'server-plan-workers',
    'Server: planning with 1, 2 and 4 workers on PostgreSQL (`npm run bench:workers -w apps/server`)',
    body,
  );
console.log(body);
process.exit(0);
