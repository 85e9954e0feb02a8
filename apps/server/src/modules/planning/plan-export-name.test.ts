import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp } from '../members/admin-test-kit.ts';
import { attachmentDisposition, exportFileName } from './plan-export-name.ts';
import { planPlaneNow } from './planning.service.ts';
import { HARD_SETTINGS, hardPieces, seedPlane, signUpPlanningOwner } from './planning-test-kit.ts';

/** Issue 23: an export is named after project, plane and slab, not "cutting-plan-<uuid>-all". */
describe('export file name', () => {
  test('project, plane and slab; characters no file system takes become _', () => {
    expect(exportFileName({ project: '海港大厦', plane: '平面 1' }, 3)).toBe(
      '海港大厦-平面 1-slab-3.dxf',
    );
    expect(exportFileName({ project: 'A/B: "C"', plane: 'x\ty' }, null)).toBe('A_B_ _C_-x_y.dxf');
    expect(exportFileName({ project: '', plane: '' }, null)).toBe('cutting-plan.dxf');
  });

  test('Chinese names travel as RFC 5987 filename*, with an ASCII fallback', () => {
    expect(attachmentDisposition('海港-平面 1.dxf')).toBe(
      `attachment; filename="__-__ 1.dxf"; filename*=UTF-8''%E6%B5%B7%E6%B8%AF-%E5%B9%B3%E9%9D%A2%201.dxf`,
    );
  });
});

describeEachDialect('export file name of a run', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: { token: string; orgId: string; userId: string };

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await signUpPlanningOwner(t, 'exportnameowner', 'Export Name Stone');
  }, 60_000);
  afterAll(() => t.close());

  test('the answer and the download name project, plane and slab', async () => {
    const { planeId } = await seedPlane(t.deps, owner, hardPieces(4, 2), HARD_SETTINGS);
    const job = await planPlaneNow(t.deps, owner.orgId, planeId, { timeBudgetMs: 1000 });
    expect(job.state).toBe('done');
    const exportOf = (seq?: number) =>
      call<{ url: string; fileName: string }>(
        t.app,
        'webPlan/exportLayoutDxf',
        { runId: job.runId, ...(seq ? { seq } : {}) },
        { token: owner.token },
      );
    const whole = await exportOf();
    expect(whole.data.fileName).toBe('Harbour tower-North facade.dxf');
    const file = await t.app.inject({ method: 'GET', url: whole.data.url });
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Harbour tower-North facade.dxf"; filename*=UTF-8''Harbour%20tower-North%20facade.dxf`,
    );
    const one = await exportOf(1);
    expect(one.data.fileName).toBe('Harbour tower-North facade-slab-1.dxf');
    const slabFile = await t.app.inject({ method: 'GET', url: one.data.url });
    expect(slabFile.headers['content-disposition']).toContain('-slab-1.dxf');
  });
});
