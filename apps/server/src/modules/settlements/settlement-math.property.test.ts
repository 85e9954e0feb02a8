import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PROCESS_UNITS } from '@stone/shared/processes/enums';
import { exactDecimalText, formatMoney, parseMoney } from '@stone/shared/units';
import {
  PER_OF_UNIT,
  settlementLines,
  totalsOf,
  type ProcessInput,
  type ProjectInput,
} from './settlement-math.ts';

/** The exact product rounded half up, written independently of priceTimes (BigInt only). */
const exactRounded = (price: number, quantity: number, per: number) =>
  Number((2n * BigInt(price) * BigInt(quantity) + BigInt(per)) / (2n * BigInt(per)));

const CODES = ['A', 'B', 'C', 'D'];
const processArb = fc.record({
  feeCents: fc.integer({ min: 0, max: 10_000_000 }),
  unit: fc.constantFrom(...PROCESS_UNITS),
});
const groupArb = fc.record({
  processCode: fc.constantFrom(...CODES),
  count: fc.integer({ min: 1, max: 100_000 }),
  // Up to 100,000 pieces of up to 9 m² each, and their perimeters.
  areaMm2: fc.integer({ min: 0, max: 900_000_000_000 }),
  perimeterMm: fc.integer({ min: 0, max: 2_000_000_000 }),
});
const orderArb = fc.record({
  processes: fc.array(processArb, { minLength: 1, maxLength: 6 }),
  routes: fc.array(fc.array(fc.nat({ max: 5 }), { maxLength: 4 }), {
    minLength: CODES.length,
    maxLength: CODES.length,
  }),
  projects: fc.array(
    fc.record({
      unitPriceCents: fc.integer({ min: 0, max: 100_000_00 }),
      groups: fc.array(groupArb, { maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 20 },
  ),
});

/** docs/adr/0020: every line is the exact rounded product; totals are sums of lines. */
describe('settlement money (property)', () => {
  test('random orders add up exactly, with no float artefact', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const processes = new Map<string, ProcessInput>(
          order.processes.map((p, i) => [`p${i}`, { id: `p${i}`, name: `P${i}`, ...p }]),
        );
        const routes = new Map(CODES.map((c, i) => [c, order.routes[i]!.map((n) => `p${n}`)]));
        const projects: ProjectInput[] = order.projects.map((p, i) => ({
          id: `s${i}`,
          name: `S${i}`,
          ...p,
        }));
        const lines = settlementLines(projects, routes, processes, []);
        const totals = totalsOf(lines);
        for (const l of lines) {
          expect(Number.isSafeInteger(l.amountCents)).toBe(true);
          const per = l.kind === 'project' ? 1_000_000 : PER_OF_UNIT[l.unit!];
          expect(l.amountCents).toBe(exactRounded(l.unitPriceCents, l.quantity, per));
          expect(parseMoney(formatMoney(l.amountCents))).toBe(l.amountCents);
        }
        const sum = (kind: string) =>
          lines.filter((l) => l.kind === kind).reduce((a, l) => a + l.amountCents, 0);
        expect(totals.areaAmountCents).toBe(sum('project'));
        expect(totals.processAmountCents).toBe(sum('process'));
        expect(totals.totalCents).toBe(sum('project') + sum('process'));
        expect(formatMoney(totals.totalCents)).toMatch(/^\d+\.\d{2}$/);
        // Each project line's quantity is its pieces' exact net area.
        for (const p of projects) {
          const line = lines.find((l) => l.kind === 'project' && l.projectId === p.id)!;
          expect(line.quantity).toBe(p.groups.reduce((a, g) => a + g.areaMm2, 0));
        }
      }),
      { numRuns: 300 },
    );
  });

  test('printed quantities are the priced ones, digit for digit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(1_000, 1_000_000),
        (amount, per) => {
          const text = exactDecimalText(amount, per);
          expect(text).toMatch(/^\d+\.\d{2,6}$/);
          const [whole, frac] = text.split('.') as [string, string];
          const digits = String(per).length - 1;
          expect(BigInt(whole) * BigInt(per) + BigInt(frac.padEnd(digits, '0'))).toBe(
            BigInt(amount),
          );
        },
      ),
    );
  });

  test('a price of 0.1 on 0.2 m² and friends never drift (0.1 + 0.2 ≠ 0.30000000000000004)', () => {
    const lines = settlementLines(
      [
        {
          id: 's',
          name: 'S',
          unitPriceCents: 10,
          groups: [{ processCode: 'A', count: 3, areaMm2: 200_000 * 15, perimeterMm: 300 }],
        },
      ],
      new Map([['A', ['p']]]),
      new Map([['p', { id: 'p', name: 'P', feeCents: 20, unit: 'perMetre' as const }]]),
      [],
    );
    expect(lines.map((l) => l.amountCents)).toEqual([30, 6]);
    expect(formatMoney(totalsOf(lines).totalCents)).toBe('0.36');
  });
});
