import type { AppDeps } from '../src/context.ts';
import { publishPieceProgress } from '../src/events/piece-progress.ts';
import { seedControl } from './production-control-seed.ts';
import { benchArgs } from './bench-args.ts';
import { runListBench } from './list-bench.ts';

/*
 * Production control (/newMes, issue 18: 1,000 live projects × 20 planes, p99 < 100 ms with
 * concurrent callers, both databases), through the whole app (list-bench.ts). Beside the live
 * projects the enterprise holds as many finished and archived ones, which the call must skip;
 * half the planes carry iron frames, some empty or returned. Bulk-inserted by the database.
 *   npm run bench:control -w apps/server -- [--projects 1000] [--planes 20] [--calls 500]
 *     [--concurrency 10] [--small]
 */
const args = benchArgs({ projects: 1_000, planes: 20, calls: 500, concurrency: 10 });
const projects = args.small ? 100 : args.projects;
const planesPer = args.planes;
const calls = args.small ? 100 : args.calls;
// Control screens of every lead and the office at once, each refetching as events arrive.
type Seeded = { deps: AppDeps; orgId: string };

await runListBench<Seeded>({
  id: 'production-control',
  title: `Production control at ${projects.toLocaleString('en')} live projects × ${planesPer} planes (\`npm run bench:control -w apps/server\`)`,
  endpoint: 'webMes/getProductionControl',
  rows: projects * planesPer,
  calls,
  concurrency: args.concurrency,
  small: args.small,
  target: `p99 < 100 ms with 10 concurrent callers, both databases (issue 18).`,
  seed: (deps, orgId, userId) =>
    seedControl(deps, orgId, userId, { projects, planesPer }).then(() => ({ deps, orgId })),
  queries: (s) => [
    ['first page (20), late risk first', {}],
    ['a page of 50', { pageSize: 50 }],
    ['page 10 of 50', { pageSize: 50, pageNum: 10 }],
    ['at risk only', { atRiskOnly: true }],
    ['keyword "tower 12"', { keyword: 'tower 12' }],
    // The shop floor at work: a scan's event lands before every call, so each call re-sums the
    // project it names and moves it in the kept ranking (live-ranking-cache.ts).
    [
      'first page, a piece event before each call',
      (i: number) => {
        const projectId = `ctl-p-${i % projects}`;
        publishPieceProgress(s.deps, s.orgId, { kind: 'report', projectId, planeIds: [] });
        return {};
      },
    ],
  ],
});
