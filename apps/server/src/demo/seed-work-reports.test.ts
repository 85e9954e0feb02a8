import { expect, test } from 'vitest';
import { call } from '../test/api-client.ts';
import { withSeededDemo } from './demo-test-kit.ts';

type Page<T> = { list: T[]; total: number };
type Report = { workerName: string; reportedAt: string; pieceStatus: string };

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo shows a month of work reports, an undo, and a worker who can only report', async () => {
  await withSeededDemo(async (t, api) => {
    const today = new Date();
    const monthAgo = new Date(today.getTime() - 31 * 86_400_000);
    const day = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const month = await api<Page<Report>>('webReportWork/getReportList', {
      fromDay: day(monthAgo),
      toDay: day(today),
      pageSize: 100,
    });
    // The saw's and second processing's steps alone (kit check and packing report the rest).
    expect(month.total).toBeGreaterThan(80);
    const workers = new Set(month.list.map((r) => r.workerName));
    expect(workers.size).toBe(3);
    // Early pieces finished their routes; the latest are still in second processing.
    const statuses = await t.deps.db
      .selectFrom('project_slabs as s')
      .innerJoin('projects as p', 'p.id', 's.project_id')
      .select('s.status')
      .where('p.order_no', '=', 'SO-2026-0095')
      .execute();
    const seen = new Set(statuses.map((s) => s.status));
    expect(seen.has('processed')).toBe(true);
    expect(seen.has('processing')).toBe(true);
    const audit = await api<Page<{ action: string; reason: string }>>(
      'webReportWork/getReportAudit',
      { pageSize: 100 },
    );
    expect(audit.total).toBeGreaterThan(month.total);
    // The undo was early in the month, past the trail's first page (newest first).
    const undos = await t.deps.db
      .selectFrom('work_report_audit')
      .select('reason')
      .where('action', '=', 'undo')
      .execute();
    expect(undos.map((u) => u.reason)).toEqual(['扫错工件 Wrong piece scanned']);

    const login = await call<{ token: string }>(t.app, 'webAuth/loginByPassword', {
      account: 'worker1',
      password: 'Demo12345',
    });
    expect(login.result, login.msg).toBe(true);
    const own = await call<Page<Report>>(
      t.app,
      'webReportWork/getReportList',
      { fromDay: day(monthAgo), toDay: day(today) },
      { token: login.data.token },
    );
    expect(own.result, own.msg).toBe(true);
    expect(new Set(own.data.list.map((r) => r.workerName))).toEqual(new Set(['Chen Wei']));
    const projects = await call(
      t.app,
      'webProduce/getProduceSolutionList',
      {},
      {
        token: login.data.token,
      },
    );
    expect(projects.code).toBe(6);
  });
}, 180_000);
