// Plans one plane of a large project through the server's job service (the same pool, worker and
// database writes a user's "plan" button uses) and reports the time, the largest gap between
// progress updates a poller sees and between progress writes to the run's row, and the event
// loop's delay meanwhile. 5,000 pieces with the budget a user's plan button sends (the shared
// default) are the issue 12 figures (target: done within 60 s); `--small`
// runs a quick proof and leaves docs/benchmarks.md alone.
import { actorScope } from '../src/db/org-scope.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PLAN_LIMITS } from '@stone/shared/planning/schemas';
import { writeBenchSection } from '../../../scripts/write-bench-section.ts';
import { loadConfig } from '../src/config.ts';
import { createDeps } from '../src/create-deps.ts';
import type { Actor } from '../src/context.ts';
import { loadMembership } from '../src/modules/org/membership.ts';
import { PLAN_CONCURRENCY } from '../src/modules/planning/plan-registry.ts';
import { findRun } from '../src/modules/planning/plan-runs.repository.ts';
import { getPlanningJob } from '../src/modules/planning/plan-views.service.ts';
import { planPlane } from '../src/modules/planning/planning.service.ts';
import {
  seedPlane,
  TEST_SETTINGS,
  type SeedPiece,
} from '../src/modules/planning/planning-test-kit.ts';
import { embeddedEnv } from './demo-server.ts';
import { benchArgs } from './bench-args.ts';
import { insertBenchOwner } from './bench-owner.ts';

const args = benchArgs({ pieces: 5000, budget: PLAN_LIMITS.timeBudgetDefaultMs, poll: 100 });
const dataDir = mkdtempSync(join(tmpdir(), 'stone-plan-bench-'));
const deps = await createDeps(
  loadConfig({ ...embeddedEnv(), NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
);

// An owner and an enterprise, straight into the tables: the bench measures planning only.
const { orgId, userId } = await insertBenchOwner(deps.db, {
  username: 'bench',
  phone: '13900000000',
  orgName: 'Bench Stone',
});
// The owner presses "plan", as on the plane card.
const { memberId, grants } = await loadMembership(deps, orgId, userId);
const actor: Actor = { orgId, userId, memberId, isSuperAdmin: grants.isSuperAdmin };
const org = actorScope(actor, deps.db);

// Facade panels: a few dozen repeated sizes, as a real elevation has (seeded, reproducible).
let seed = 12345;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const sizes = Array.from({ length: 40 }, () => ({
  width: 300 + Math.round(rand() * 24) * 50,
  height: 200 + Math.round(rand() * 14) * 50,
}));
const pieces: SeedPiece[] = Array.from({ length: args.pieces }, (_, i) => ({
  code: `N1-${String(i + 1).padStart(4, '0')}`,
  ...(sizes[Math.floor(rand() * sizes.length)] as { width: number; height: number }),
}));
const settings = {
  ...TEST_SETTINGS,
  slabSizes: [
    { lengthMm: 3200, widthMm: 1800 },
    { lengthMm: 2800, widthMm: 1600 },
  ],
};
const { planeId } = await seedPlane(deps, { orgId, userId }, pieces, settings);

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const t0 = performance.now();
const job = await planPlane(actor, deps, { planeId, timeBudgetMs: args.budget });
let lastSeen = -1;
let lastSeenAt = t0;
let maxSeenGap = 0;
let lastRow = -1;
let lastRowAt = t0;
let maxRowGap = 0;
let firstRunningAt: number | null = null;
for (;;) {
  const data = await getPlanningJob(actor, deps, { runId: job.runId, lang: 'en' });
  const row = await findRun(org, job.runId);
  if (!row) throw new Error(`run ${job.runId} is gone`);
  const at = performance.now();
  if (data.state === 'running') {
    firstRunningAt ??= at;
    if (data.progressBp !== lastSeen) {
      if (lastSeen >= 0) maxSeenGap = Math.max(maxSeenGap, at - lastSeenAt);
      lastSeen = data.progressBp;
      lastSeenAt = at;
    }
    if (row.state === 'running' && row.progress_bp !== lastRow) {
      if (lastRow >= 0) maxRowGap = Math.max(maxRowGap, at - lastRowAt);
      lastRow = row.progress_bp;
      lastRowAt = at;
    }
  }
  if (['done', 'failed', 'cancelled'].includes(data.state)) {
    // The end is the last progress a poller sees: the gap before it counts too.
    maxSeenGap = Math.max(maxSeenGap, at - lastSeenAt);
    maxRowGap = Math.max(maxRowGap, at - lastRowAt);
    break;
  }
  await sleep(args.poll);
}
const totalMs = performance.now() - t0;
loop.disable();
const end = await getPlanningJob(actor, deps, { runId: job.runId, lang: 'en' });
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} (pool ${PLAN_CONCURRENCY} of ${availableParallelism()}), Node ${process.version}`;
const rows = [
  '| pieces | budget s | state | total s | slabs | unplaced | yield % | poller: max gap between progress changes ms | row: max gap between progress writes ms | event loop p99 / max ms |',
  '|---|---|---|---|---|---|---|---|---|---|',
  `| ${args.pieces} | ${args.budget / 1000} | ${end.state} | ${(totalMs / 1000).toFixed(1)} | ${end.slabCount} | ${end.unplacedCount} | ${end.bestYieldPercent} | ${maxSeenGap.toFixed(0)} | ${maxRowGap.toFixed(0)} | ${(loop.percentile(99) / 1e6).toFixed(1)} / ${(loop.max / 1e6).toFixed(1)} |`,
];
const section = [
  `One plane, ${args.pieces} pieces of 40 repeated facade sizes, slabs 3200×1800 and 2800×1600, kerf 4, trim 10, guillotine; polled every ${args.poll} ms through the job service, SQLite file database. Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  ...rows,
  '',
  `Target: ≤ 60 s on 2 cores with progress at least every second: ${totalMs <= 60_000 && maxSeenGap <= 1000 ? 'met' : 'NOT met'} (first progress after ${((firstRunningAt ?? t0) - t0).toFixed(0)} ms).`,
].join('\n');
console.log(section);
if (!args.small)
  writeBenchSection(
    'server-plan',
    'Server: planning a large plane (`npm run bench:plan -w apps/server`)',
    section,
  );
await deps.db.destroy();
rmSync(dataDir, { recursive: true, force: true });
