import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { call } from '../test/api-client.ts';
import { createTestApp } from '../test/test-app.ts';
import { DEMO_USERNAME, seedDemo } from './seed-demo.ts';

type Totals = { slabCount: number; yieldPercent: string };

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo shows a month of cutting and the hotel project in production', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stone-cutting-'));
  const t = await createTestApp('sqlite', {
    DEMO_DATA: '1',
    DEMO_PASSWORD: 'Demo12345',
    DATA_DIR: dataDir,
  });
  try {
    await seedDemo(t.deps);
    const login = await call<{ token: string }>(t.app, 'webAuth/loginByPassword', {
      account: DEMO_USERNAME,
      password: 'Demo12345',
    });
    const api = <T>(path: string, body: unknown = {}) =>
      call<T>(t.app, path, body, { token: login.data.token }).then((r) => r.data);
    const month = await api<Totals>('webSolutionSlabCut/getCuttingDataTotals', { preset: 'month' });
    expect(month.slabCount).toBeGreaterThan(60);
    expect(Number(month.yieldPercent)).toBeGreaterThan(50);
    const today = await api<Totals>('webSolutionSlabCut/getToDaySlabCut');
    expect(today.slabCount).toBe(1);
    const producing = await api<{ list: { orderNo: string }[] }>(
      'webProduce/getProduceSolutionList',
      { tab: 'inProduction' },
    );
    expect(producing.list.map((p) => p.orderNo)).toEqual(['SO-2026-0102']);
    const list = await api<{ list: { slabId: string }[] }>(
      'webSolutionSlabCut/getCuttingDataList',
      { preset: 'month', pageSize: 5 },
    );
    // Every record links to a slab that exists.
    for (const r of list.list)
      expect(
        (
          await call(
            t.app,
            'webBigSlab/getBigSlabDetail',
            { id: r.slabId },
            { token: login.data.token },
          )
        ).code,
      ).toBe(0);
  } finally {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
