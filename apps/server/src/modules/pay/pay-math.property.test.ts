import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByWeights } from '@stone/shared/units';
import { reportValue } from '../work-reports/report-value.ts';
import { payOf, type TeamMember, type WorkerProcessValue } from './pay-math.ts';

const WORKERS = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'];
const PROCESSES = ['p1', 'p2', 'p3'];

/** Random teams: each (process, worker) in at most one team, coefficients 1..10 000 bp. */
const teamsArb = fc
  .array(
    fc.record({
      processId: fc.constantFrom(...PROCESSES),
      workerId: fc.constantFrom(...WORKERS),
      team: fc.integer({ min: 0, max: 2 }),
      coefficientBp: fc.integer({ min: 1, max: 5_000 }),
    }),
    { maxLength: 12 },
  )
  .map((rows) => {
    const seen = new Set<string>();
    const members: TeamMember[] = [];
    for (const r of rows) {
      const key = `${r.processId}/${r.workerId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      members.push({ ...r, teamId: `${r.processId}-t${r.team}` });
    }
    return members;
  });

const reportsArb = fc.array(
  fc.record({
    workerId: fc.constantFrom(...WORKERS),
    processId: fc.constantFrom(...PROCESSES),
    unit: fc.constantFrom('perMetre', 'perPiece', 'perSquareMetre' as const),
    fee: fc.integer({ min: 0, max: 99_999_999 }),
    areaMm2: fc.integer({ min: 0, max: 20_000_000 }),
    perimeterMm: fc.integer({ min: 0, max: 80_000 }),
  }),
  { maxLength: 60 },
);

describe('the pay rule (ADR 0022)', () => {
  it('pays out exactly what the reports are worth, and every pot is split to the cent', () => {
    fc.assert(
      fc.property(teamsArb, reportsArb, (members, reports) => {
        const values: WorkerProcessValue[] = reports.map((r) => ({
          workerId: r.workerId,
          processId: r.processId,
          count: 1,
          cents: reportValue(r.unit, r.fee, r),
        }));
        const pay = payOf(values, members);
        const paid = [...pay.values()].reduce((a, p) => a + p.totalCents, 0);
        const worth = values.reduce((a, v) => a + v.cents, 0);
        expect(paid).toBe(worth);
        for (const p of pay.values()) {
          expect(Number.isInteger(p.totalCents)).toBe(true);
          expect(p.totalCents).toBe(p.ownCents + p.teamCents);
        }
        // Team shares add up to the team reports' worth.
        const inTeam = new Set(members.map((m) => `${m.processId}/${m.workerId}`));
        const pots = values
          .filter((v) => inTeam.has(`${v.processId}/${v.workerId}`))
          .reduce((a, v) => a + v.cents, 0);
        expect([...pay.values()].reduce((a, p) => a + p.teamCents, 0)).toBe(pots);
      }),
    );
  });

  it('splits any pot into parts that add up to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 20 }),
        (pot, weights) => {
          const parts = splitByWeights(pot, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(pot);
          expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
        },
      ),
    );
  });

  it('rounds a report once, half up to the cent', () => {
    // 1.005 m at 1.00 per metre: 100.5 cents → 101.
    expect(reportValue('perMetre', 100, { areaMm2: 0, perimeterMm: 1005 })).toBe(101);
    expect(reportValue('perSquareMetre', 3333, { areaMm2: 500_000, perimeterMm: 0 })).toBe(1667);
    expect(reportValue('perPiece', 250, { areaMm2: 9, perimeterMm: 9 })).toBe(250);
  });
});
