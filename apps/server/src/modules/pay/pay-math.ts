// The pay rule (docs/adr/0022), pure so a property test can drive it. Money is integer cents.
//
// A report's value is frozen on it when it is written (work-reports/report-value.ts); pay sums
// those values. A worker's reports at a process where they belong to a team go into that team's
// pot; the pot is split among the team's members by their coefficients with `splitByWeights`
// (largest remainder, so the shares add up to the pot to the cent). Reports at a process where
// the worker is in no team stay the worker's own. Total = own + team shares.
import { splitByWeights, type Cents } from '@stone/shared/units';

/** What one worker's reports at one process are worth over the period (Σ of report values). */
export type WorkerProcessValue = {
  workerId: string;
  processId: string;
  cents: Cents;
  count: number;
};
/** One member of a team at its process. */
export type TeamMember = {
  teamId: string;
  processId: string;
  workerId: string;
  coefficientBp: number;
};

export type WorkerPay = {
  workerId: string;
  reportCount: number;
  /** Σ of the worker's own reports' values, wherever they went. */
  reportedCents: Cents;
  ownCents: Cents;
  teamCents: Cents;
  totalCents: Cents;
};

const emptyPay = (workerId: string): WorkerPay => ({
  workerId,
  reportCount: 0,
  reportedCents: 0,
  ownCents: 0,
  teamCents: 0,
  totalCents: 0,
});

/**
 * Every worker's pay: own reports plus shares of the pots of their teams. A team member with no
 * report still gets their share; members come out in a stable order (by worker id) so the same
 * input always splits the same way.
 */
export function payOf(
  values: readonly WorkerProcessValue[],
  members: readonly TeamMember[],
): Map<string, WorkerPay> {
  const teamOf = new Map(members.map((m) => [`${m.processId}\u0000${m.workerId}`, m.teamId]));
  const pots = new Map<string, Cents>();
  const pay = new Map<string, WorkerPay>();
  const payOfWorker = (id: string) => {
    let p = pay.get(id);
    if (!p) pay.set(id, (p = emptyPay(id)));
    return p;
  };
  for (const v of values) {
    const p = payOfWorker(v.workerId);
    p.reportCount += v.count;
    p.reportedCents += v.cents;
    const team = teamOf.get(`${v.processId}\u0000${v.workerId}`);
    if (team === undefined) p.ownCents += v.cents;
    else pots.set(team, (pots.get(team) ?? 0) + v.cents);
  }
  const byTeam = new Map<string, TeamMember[]>();
  for (const m of members) byTeam.set(m.teamId, [...(byTeam.get(m.teamId) ?? []), m]);
  for (const [teamId, pot] of pots) {
    const team = [...(byTeam.get(teamId) ?? [])].sort((a, b) =>
      a.workerId < b.workerId ? -1 : a.workerId > b.workerId ? 1 : 0,
    );
    const shares = splitByWeights(
      pot,
      team.map((m) => m.coefficientBp),
    );
    team.forEach((m, i) => (payOfWorker(m.workerId).teamCents += shares[i] ?? 0));
  }
  for (const p of pay.values()) p.totalCents = p.ownCents + p.teamCents;
  return pay;
}
