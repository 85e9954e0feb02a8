import { expect, test } from 'vitest';
import { parseMoney } from '@stone/shared/units';
import { withSeededDemo } from './demo-test-kit.ts';

type Home = { month: string; list: { module: string; target: string | null }[] };
type Summary = { list: { totalAmount: string }[]; grandTotal: string };

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo has this month’s targets on home and a month of reports that pays', async () => {
  await withSeededDemo(async (_t, api) => {
    const home = await api<Home>('webMonthStandard/getHomeTargets', {});
    expect(home.list.map((m) => m.target)).toEqual(['1200.00', '800.00', '600.00', '500.00']);
    const summary = await api<Summary>('webPerformance/getPaySummary', {
      preset: 'month',
      pageSize: 100,
    });
    expect(summary.list.length).toBeGreaterThan(0);
    const sum = summary.list.reduce((a, w) => a + parseMoney(w.totalAmount), 0);
    expect(sum).toBe(parseMoney(summary.grandTotal));
    expect(sum).toBeGreaterThan(0);
  });
}, 180_000);
