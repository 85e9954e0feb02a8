import { sql } from 'kysely';
import type { AppDeps } from '../src/context.ts';
import { actorScope } from '../src/db/org-scope.ts';
import { seedProcesses } from '../src/demo/seed-processes.ts';
import { newId, nowIso } from '../src/lib/crypto.ts';
import {
  recountReportDays,
  reportValueSql,
} from '../src/modules/work-reports/report-days.repository.ts';
import { benchArgs } from './bench-args.ts';
import { seedBenchPieces } from './bench-pieces.ts';
import { runListBench } from './list-bench.ts';

/*
 * Pay at scale (issue 20: a month's pay for 500 workers over 1,000,000 work reports < 2 s, home
 * p99 < 50 ms, both databases), through the whole app (list-bench.ts). Every report falls in the
 * last 29 days, so "a month" reads all of them: each piece is reported at each of the demo's
 * processes by one of 500 workers; 100 teams of 5 hold a fifth of the (process, worker) pairs.
 *   npm run bench:pay -w apps/server -- [--reports 1000000] [--calls 20] [--small]
 */
const args = benchArgs({ reports: 1_000_000, calls: 20 });
const reports = args.small ? 20_000 : args.reports;
const calls = args.small ? 5 : args.calls;
const WORKERS = 500;
const DAY_MS = 86_400_000;
const MONTH_MS = 29 * DAY_MS;

const RANDOM = {
  sqlite: (n: number) => sql`(abs(random()) % ${sql.lit(n)})`,
  postgres: (n: number) => sql`(floor(random() * ${sql.lit(n)})::bigint)`,
};
const ISO = {
  sqlite: (ms: ReturnType<typeof sql>) =>
    sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${ms} / 1000.0, 'unixepoch')`,
  postgres: (ms: ReturnType<typeof sql>) =>
    sql`to_char(to_timestamp(${ms} / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

async function seed(deps: AppDeps, orgId: string, userId: string) {
  await seedProcesses(deps.db, orgId);
  const org = actorScope({ orgId }, deps.db);
  const processes = await org.selectFrom('processes').select(['id']).orderBy('code').execute();
  const pieces = Math.ceil(reports / processes.length);
  const { projectId } = await seedBenchPieces(
    deps,
    { orgId, userId },
    {
      name: 'Bench pay',
      orderNo: 'SO-PAY',
      pieces,
      planeSize: 1000,
      processCode: 'MB-1',
      status: () => 'processing',
      counted: { cut: true, secondary: false },
    },
  );
  // Each piece at each process: one report, by a random worker at a random time of the month,
  // valued as the app values it; then the day rows the app keeps beside the reports.
  const random = RANDOM[deps.dialect];
  const start = Date.now() - MONTH_MS;
  for (const [i, p] of processes.entries()) {
    await sql`insert into work_reports (org_id, id, piece_id, process_id, project_id, step, worker_id,
        reported_at, value_cents, fee_cents, unit)
      select ${orgId}, s.id || '-' || ${String(i)}, s.id, c.id, ${projectId}, ${i},
        'worker-' || ${random(WORKERS)}, ${ISO[deps.dialect](sql`(${sql.lit(start)} + ${random(MONTH_MS)})`)},
        ${reportValueSql}, c.fee, c.unit
      from project_slabs s join processes c on c.org_id = s.org_id and c.id = ${p.id}
      where s.org_id = ${orgId}`.execute(deps.db);
  }
  await recountReportDays(org);
  // 100 teams of 5 workers at the processes, coefficients 30/25/20/15/10 %.
  const now = nowIso();
  for (let t = 0; t < 100; t++) {
    const processId = processes[t % processes.length]!.id;
    const id = newId();
    await org
      .insertInto('team_groups')
      .values({
        id,
        name: `Team ${t}`,
        process_id: processId,
        coefficient_total_bp: 10_000,
        version: 1,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await org
      .insertInto('team_members')
      .values(
        [3000, 2500, 2000, 1500, 1000].map((bp, k) => ({
          team_id: id,
          process_id: processId,
          worker_id: `worker-${(t * 5 + k) % WORKERS}`,
          coefficient_bp: bp,
          added_by: userId,
          added_at: now,
        })),
      )
      .execute();
  }
  const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
  for (const module of ['cutting', 'processing', 'kitCheck', 'packing'])
    await org
      .insertInto('month_targets')
      .values({
        id: newId(),
        month,
        module,
        value_hundredths: 5_000_000,
        unit: 'squareMetre',
        version: 1,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
  if (deps.dialect === 'postgres')
    await sql`vacuum analyze work_reports, work_report_days`.execute(deps.db);
  return null;
}

await runListBench<null>({
  id: 'pay',
  title: `Pay of 500 workers at ${reports.toLocaleString('en')} reports a month (\`npm run bench:pay -w apps/server\`)`,
  endpoint: 'webPerformance/getPaySummary',
  rows: reports,
  calls,
  concurrency: 1,
  small: args.small,
  target:
    "a month's pay < 2 s; home p99 < 50 ms (its figures are kept 30 s per enterprise), both databases.",
  seed,
  queries: () => [
    ['pay summary: a month, every worker', { preset: 'month' }],
    ['pay summary: a month, second processing', { preset: 'month', kind: 'secondary' }],
    [
      'drill-down: one worker, a month, first page',
      { preset: 'month', workerId: 'worker-7' },
      'webPerformance/getWorkerReports',
    ],
    ['home: monthly targets progress', {}, 'webMonthStandard/getHomeTargets'],
  ],
});
