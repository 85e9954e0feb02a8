import { describe, expect, it } from 'vitest';
import { compareLateRisk, lateRiskOf } from './control.ts';

const DAY = 86_400_000;
const now = Date.parse('2026-11-28T00:00:00.000Z');
const at = (days: number) => new Date(now + days * DAY).toISOString();
const risk = (created: number, delivery: number | null, done: [number, number, number]) =>
  lateRiskOf(
    {
      createdAt: at(created),
      deliveryAt: delivery === null ? null : at(delivery),
      pieces: 10,
      cut: done[0],
      secondary: done[1],
      boxed: done[2],
    },
    now,
  );

describe('late risk', () => {
  it('time gone minus work done, in basis points', () => {
    expect(risk(-5, 5, [6, 0, 0])).toMatchObject({
      elapsedBp: 5_000,
      progressBp: 2_000,
      riskBp: 3_000,
      riskLevel: 'high',
      daysToDelivery: 5,
      overdue: false,
    });
    expect(risk(-5, 5, [10, 6, 0])).toMatchObject({ riskBp: -333, riskLevel: 'low' });
    expect(risk(-5, 5, [10, 2, 0])).toMatchObject({ riskBp: 1_000, riskLevel: 'medium' });
  });

  it('overdue and unfinished is high; finished is not overdue', () => {
    expect(risk(-10, -1, [10, 10, 9])).toMatchObject({ overdue: true, riskLevel: 'high' });
    expect(risk(-10, -1, [10, 10, 10])).toMatchObject({ overdue: false, riskBp: 0 });
  });

  it('close to delivery and not boxed is amber at least; no date is low', () => {
    expect(risk(-100, 2, [10, 10, 9])).toMatchObject({ riskLevel: 'medium', daysToDelivery: 2 });
    expect(risk(-1, null, [0, 0, 0])).toMatchObject({ riskLevel: 'low', elapsedBp: null });
  });

  it('sorts overdue first, then level, then lag, then delivery; ids break ties', () => {
    const rows = [
      { id: 'none', deliveryAt: null, ...risk(-1, null, [0, 0, 0]) },
      { id: 'low', deliveryAt: at(9), ...risk(-1, 9, [5, 0, 0]) },
      { id: 'long-overdue', deliveryAt: at(-5), ...risk(-9, -5, [5, 0, 0]) },
      { id: 'overdue', deliveryAt: at(-1), ...risk(-9, -1, [9, 9, 0]) },
      { id: 'high', deliveryAt: at(1), ...risk(-9, 1, [0, 0, 0]) },
    ];
    expect(rows.sort(compareLateRisk).map((r) => r.id)).toEqual([
      'long-overdue',
      'overdue',
      'high',
      'low',
      'none',
    ]);
  });
});
