import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import type { Api } from '../materials/material-test-kit.ts';
import { createProcessTestApp } from './process-test-kit.ts';

/** Issue 17: defaults for work reports and piece flow, one row per enterprise, versioned. */
describeEachDialect('process defaults', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createProcessTestApp>>;
  let api: Api;
  beforeAll(async () => {
    ctx = await createProcessTestApp(dialect, 'defaults');
    api = ctx.api;
  });
  afterAll(() => ctx.t.close());

  test('the shared defaults until saved; each screen saves its half at its version', async () => {
    const report = await api<{ version: number }>('webReportWork/getReportWorkSettings', {});
    expect(report.data).toEqual({ defaultReportMode: 'single', batchMax: 50, version: 0 });

    const tooMany = await api(
      'webReportWork/saveReportWorkSettings',
      {
        defaultReportMode: 'batch',
        batchMax: 501,
        version: 0,
      },
      'zh',
    );
    expect(tooMany.code).toBe(2);
    expect(tooMany.msg).toContain('1至500');

    const saved = await api('webReportWork/saveReportWorkSettings', {
      defaultReportMode: 'batch',
      batchMax: 100,
      version: 0,
    });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data).toEqual({ defaultReportMode: 'batch', batchMax: 100, version: 1 });
    // Someone saw version 0 too: their save is refused, not lost silently.
    const stale = await api('webForklift/saveForkliftSettings', {
      defaultFlowMode: 'forklift',
      defaultFlowUnit: 'box',
      forkliftCapacity: 30,
      version: 0,
    });
    expect(stale.code).toBe(4);
    const forklift = await api('webForklift/saveForkliftSettings', {
      defaultFlowMode: 'forklift',
      defaultFlowUnit: 'box',
      forkliftCapacity: 30,
      version: 1,
    });
    expect(forklift.data).toEqual({
      defaultFlowMode: 'forklift',
      defaultFlowUnit: 'box',
      forkliftCapacity: 30,
      version: 2,
    });
    expect((await api('webReportWork/getReportWorkSettings', {})).data).toMatchObject({
      defaultReportMode: 'batch',
      batchMax: 100,
    });
  });
});
