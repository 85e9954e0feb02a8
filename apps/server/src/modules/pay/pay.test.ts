import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  createPayTestApp,
  payMember,
  seedReports,
  seedTeam,
  type PayTestApp,
} from './pay-test-kit.ts';

type Worker = {
  workerName: string;
  reportCount: number;
  reportedAmount: string;
  ownAmount: string;
  teamAmount: string;
  totalAmount: string;
};
type Summary = { list: Worker[]; total: number; grandTotal: string; seesAll: boolean };
type Reports = {
  list: {
    processName: string;
    quantity: string;
    fee: string;
    amount: string;
    teamName: string | null;
  }[];
  total: number;
};

/**
 * Issue 20: pay per worker (docs/adr/0022). Pieces are 600 × 400 mm: 2 m of edge, 0.24 m².
 * Edge 12.34/m → 24.68 a report; polish 5.00 a piece; kit 33.33/m² → 8.00 (7.9992 rounded once).
 */
describeEachDialect('pay and performance', (dialect) => {
  let ctx: PayTestApp;
  let alice: Awaited<ReturnType<typeof payMember>>;
  let bob: Awaited<ReturnType<typeof payMember>>;
  let lead: Awaited<ReturnType<typeof payMember>>;
  const now = new Date(Date.now() - 60_000).toISOString();
  beforeAll(async () => {
    ctx = await createPayTestApp(dialect);
    alice = await payMember(ctx, 'Alice', []);
    bob = await payMember(ctx, 'Bob', []);
    lead = await payMember(ctx, 'Lead', [
      'performanceManagement:all',
      'performanceManagement:export',
    ]);
    const { edge, polish, kit } = ctx.process;
    await seedReports(ctx, { workerId: alice.userId, processId: edge, count: 3, at: now });
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await seedReports(ctx, { workerId: alice.userId, processId: edge, count: 1, at: old });
    await seedTeam(ctx, polish, [
      { workerId: alice.userId, coefficientBp: 6000 },
      { workerId: bob.userId, coefficientBp: 4000 },
    ]);
    await seedReports(ctx, { workerId: alice.userId, processId: polish, count: 1, at: now });
    await seedReports(ctx, { workerId: bob.userId, processId: polish, count: 2, at: now });
    await seedReports(ctx, { workerId: bob.userId, processId: kit, count: 1, at: now });
  });
  afterAll(() => ctx.t.close());

  const byName = (s: Summary) => new Map(s.list.map((w) => [w.workerName, w]));

  test('a lead sees every worker: own reports plus the team pot split by coefficients', async () => {
    const res = await lead.api<Summary>('webPerformance/getPaySummary', { preset: 'month' });
    expect(res.result, res.msg).toBe(true);
    expect(res.data.seesAll).toBe(true);
    const w = byName(res.data);
    // Pot 15.00 (three polish pieces) split 60 / 40.
    expect(w.get('Alice')).toMatchObject({
      reportCount: 4,
      reportedAmount: '79.04',
      ownAmount: '74.04',
      teamAmount: '9.00',
      totalAmount: '83.04',
    });
    expect(w.get('Bob')).toMatchObject({
      reportedAmount: '18.00',
      ownAmount: '8.00',
      teamAmount: '6.00',
      totalAmount: '14.00',
    });
    expect(res.data.grandTotal).toBe('97.04');
    // Largest total first.
    expect(res.data.list[0]?.workerName).toBe('Alice');
  });

  test('a longer preset takes older reports; a kind takes only its processes', async () => {
    const quarter = await lead.api<Summary>('webPerformance/getPaySummary', { preset: 'quarter' });
    expect(byName(quarter.data).get('Alice')?.ownAmount).toBe('98.72');
    const quality = await lead.api<Summary>('webPerformance/getPaySummary', { kind: 'quality' });
    expect(quality.data.list.map((x) => [x.workerName, x.totalAmount])).toEqual([['Bob', '8.00']]);
    const pick = await lead.api<Summary>('webPerformance/getPaySummary', { kind: 'pick' });
    expect(pick.data.list).toEqual([]);
  });

  test('a worker without the "all" action sees only their own figures', async () => {
    const res = await bob.api<Summary>('webPerformance/getPaySummary', {});
    expect(res.result, res.msg).toBe(true);
    expect(res.data.seesAll).toBe(false);
    expect(res.data.list.map((x) => x.workerName)).toEqual(['Bob']);
    expect(res.data.grandTotal).toBe('14.00');
    const other = await bob.api(
      'webPerformance/getWorkerReports',
      { workerId: alice.userId },
      'zh',
    );
    expect(other.result).toBe(false);
    expect(other.msg).toBe('您只能查看自己的绩效');
  });

  test('a reversed or malformed range is refused in both languages', async () => {
    const body = { fromDay: '2026-11-20', toDay: '2026-11-01' };
    const en = await lead.api('webPerformance/getPaySummary', body);
    expect(en.result).toBe(false);
    expect(en.msg).toBe(
      'The start date must not be after the end date, and a range is at most a year',
    );
    const zh = await lead.api('webPerformance/getWorkerReports', body, 'zh');
    expect(zh.msg).toBe('开始日期不能晚于结束日期，且范围最长一年');
    const bad = await lead.api('webPerformance/getPaySummary', { fromDay: '20261101' });
    expect(bad.result).toBe(false);
  });

  test('a worker drills down to each report and what it is worth', async () => {
    const res = await alice.api<Reports>('webPerformance/getWorkerReports', { pageSize: 10 });
    expect(res.result, res.msg).toBe(true);
    expect(res.data.total).toBe(4);
    const edge = res.data.list.filter((r) => r.processName === '磨边 Edge');
    expect(edge).toHaveLength(3);
    expect(edge[0]).toMatchObject({
      quantity: '2.00',
      fee: '12.34',
      amount: '24.68',
      teamName: null,
    });
    const polish = res.data.list.find((r) => r.processName === '抛光 Polish');
    expect(polish?.amount).toBe('5.00');
    expect(polish?.teamName).toMatch(/^Team /);
    const page2 = await alice.api<Reports>('webPerformance/getWorkerReports', {
      pageSize: 3,
      pageNum: 2,
    });
    expect(page2.data.list).toHaveLength(1);
  });

  test('the export is a workbook of the same figures, in the caller’s language', async () => {
    const res = await lead.api<{ fileName: string; contentBase64: string }>(
      'webPerformance/exportPaySummary',
      { preset: 'month' },
      'zh',
    );
    expect(res.result, res.msg).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.data.contentBase64, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('员工绩效');
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.some((r) => r.includes('Alice') && r.includes('83.04'))).toBe(true);
    expect(rows.some((r) => r.includes('97.04'))).toBe(true);
    const denied = await alice.api('webPerformance/exportPaySummary', {});
    expect(denied.result).toBe(false);
  });
});
