// Demo teams (issue 20): one team per process the demo's shop-floor people (worker1–worker3,
// lead) report at, holding those who report there, with coefficients so pay splits show.
import type { AppDeps } from '../context.ts';
import { actorScope, sameOrg } from '../db/org-scope.ts';
import { newId, nowIso } from '../lib/crypto.ts';

const DEMO_WORKERS = ['lead', 'worker1', 'worker2', 'worker3'];

/** Shares (basis points) by team size: 40 % / 35 % / 25 % for three, and so on; each ≤ 100 %. */
const SHARES: Record<number, number[]> = {
  1: [10_000],
  2: [6_000, 4_000],
  3: [4_000, 3_500, 2_500],
  4: [3_000, 2_500, 2_500, 2_000],
};

export async function seedTeams(deps: AppDeps, orgId: string, userId: string) {
  const org = actorScope({ orgId }, deps.db);
  const users = await deps.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', DEMO_WORKERS)
    .execute();
  if (users.length === 0) return;
  // Reports name workers by user id; the lead first, then worker1–worker3.
  const order = new Map(users.map((u) => [u.id, DEMO_WORKERS.indexOf(u.username)]));
  const reports = await org
    .selectFrom('work_reports as r')
    .innerJoin('processes as p', (j) => j.onRef('p.id', '=', 'r.process_id').on(sameOrg('p', 'r')))
    .select(['r.process_id', 'r.worker_id', 'p.name'])
    .where('r.worker_id', 'in', [...order.keys()])
    .groupBy(['r.process_id', 'r.worker_id', 'p.name'])
    .execute();
  const byProcess = new Map<string, { name: string; workers: string[] }>();
  for (const r of reports) {
    const entry = byProcess.get(r.process_id) ?? { name: r.name, workers: [] };
    entry.workers.push(r.worker_id);
    byProcess.set(r.process_id, entry);
  }
  const now = nowIso();
  for (const [processId, { name, workers }] of byProcess) {
    const team = workers.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)).slice(0, 4);
    const shares = SHARES[team.length] ?? [];
    const id = newId();
    await org
      .insertInto('team_groups')
      .values({
        id,
        name: `${name} 班组 Team`,
        process_id: processId,
        coefficient_total_bp: shares.reduce((a, s) => a + s, 0),
        version: 1,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await org
      .insertInto('team_members')
      .values(
        team.map((workerId, i) => ({
          team_id: id,
          process_id: processId,
          worker_id: workerId,
          coefficient_bp: shares[i] ?? 0,
          added_by: userId,
          added_at: now,
        })),
      )
      .execute();
  }
}
