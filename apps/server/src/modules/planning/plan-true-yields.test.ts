// Issue 23, items 1 and 3: yields are net piece area (holes and arcs subtracted) over slab area
// everywhere, and the saw's DXF carries each piece's true outline with its holes and arcs.
import { readDxf } from '@stone/dxf';
import type { CuttingPlanData } from '@stone/shared/planning/schemas';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import type { RecentSummaryData } from '@stone/shared/projects/list';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp } from '../members/admin-test-kit.ts';
import { COUNTERTOP, uploadDxf } from '../projects/project-test-kit.ts';
import { planPlaneNow } from './planning.service.ts';
import {
  DI07_AREA_MM2,
  fixture,
  issue23Dxf,
  TEST_SETTINGS,
  WB02_AREA_MM2,
  signUpPlanningOwner,
} from './planning-test-kit.ts';

/** The kitchen demo's settings: 3200 × 2600 slabs, kerf 3, trim 10. */
const KITCHEN = { ...TEST_SETTINGS, kerfMm: 3, slabSizes: [{ lengthMm: 3200, widthMm: 2600 }] };

describeEachDialect('true yields and outlines (issue 23)', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: { token: string; orgId: string; userId: string };

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await signUpPlanningOwner(t, 'yieldowner', 'Yield Stone');
  }, 60_000);
  afterAll(() => t.close());

  const api = async <T>(path: string, body: unknown, lang: 'zh' | 'en' = 'zh') => {
    const res = await call<T>(t.app, path, body, { token: owner.token, lang });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };

  /** A project from a drawing through the manual-order calls, planned (and so accepted). */
  async function plannedProject(name: string, bytes: Buffer) {
    const upload = await uploadDxf(t, owner.token, name, bytes);
    const fileId = upload.data?.fileId as string;
    const { id } = await api<{ id: string }>('webProduce/createSolution', {
      name: `Yields ${name}`,
      planes: [{ name: 'N1', fileId, fileName: name }],
      settings: KITCHEN,
    });
    const plane = await t.deps.db
      .selectFrom('planes')
      .select('id')
      .where('project_id', '=', id)
      .executeTakeFirstOrThrow();
    const job = await planPlaneNow(t.deps, owner.orgId, plane.id, { timeBudgetMs: 1000 });
    expect(job.state).toBe('done');
    const pieces = await t.deps.db
      .selectFrom('project_slabs')
      .select(['code', 'area_mm2'])
      .where('project_id', '=', id)
      .execute();
    return { projectId: id, planeId: plane.id, runId: job.runId, pieces };
  }

  const percent = (part: number, whole: number) =>
    (Math.round((part / whole) * 10_000) / 100).toFixed(2);

  test('the kitchen: plan, plane, project and home yields are net piece area over slab area, in zh and en', async () => {
    const { projectId, planeId, pieces } = await plannedProject(COUNTERTOP, fixture(COUNTERTOP));
    const net = pieces.reduce((a, p) => a + p.area_mm2, 0);
    // 4.75 m² of stone in four pieces with a sink, a tap hole and fillets, on two slabs.
    expect((net / 1e6).toFixed(2)).toBe('4.75');
    const slabArea = 2 * 3200 * 2600;
    const expected = percent(net, slabArea);
    expect(expected).toBe('28.55');
    for (const lang of ['zh', 'en'] as const) {
      const plan = await api<CuttingPlanData>('webPlan/getCuttingPlan', { planeId }, lang);
      expect(plan.slabs).toHaveLength(2);
      // Not 56.64 % (bounding boxes); each slab its own net figure, not 90.20 %.
      expect(plan).toMatchObject({
        runYieldPercent: expected,
        planeYieldPercent: expected,
        projectYieldPercent: expected,
        slabAreaM2: '16.64',
        pieceAreaM2: '4.75',
      });
      const areaOf = new Map(pieces.map((p) => [p.code, p.area_mm2]));
      for (const slab of plan.slabs) {
        const area = slab.placements.reduce((a, p) => a + (areaOf.get(p.code) ?? 0), 0);
        expect(slab.yieldPercent).toBe(percent(area, 3200 * 2600));
        expect(slab.pieceAreaM2).toBe((Math.round(area / 10_000) / 100).toFixed(2));
      }
      const detail = await api<ProjectDetailData>(
        'webProduce/getSolutionDetail',
        { id: projectId },
        lang,
      );
      expect(detail.project.yieldPercent).toBe(expected);
      expect(detail.planes[0]?.yieldPercent).toBe(expected);
      const home = await api<RecentSummaryData>('webProduce/getRecentSolutionSummary', {}, lang);
      expect(home.yieldPercent).toBe(expected);
    }
  });

  test('WB-02 keeps its 80 × 80 hole and 地-07 its arc: in the plan, the drawing data and the saw DXF', async () => {
    const { planeId, runId, pieces } = await plannedProject('issue23.dxf', issue23Dxf());
    const areas = Object.fromEntries(pieces.map((p) => [p.code, p.area_mm2]));
    expect(areas['WB-02']).toBe(WB02_AREA_MM2);
    expect(Math.abs((areas['地-07'] ?? 0) - DI07_AREA_MM2)).toBeLessThan(1);

    const plan = await api<CuttingPlanData>('webPlan/getCuttingPlan', { planeId }, 'en');
    const placements = plan.slabs.flatMap((s) => s.placements);
    const wb = placements.find((p) => p.code === 'WB-02');
    const di = placements.find((p) => p.code === '地-07');
    expect(wb?.shape?.holes).toHaveLength(1);
    // The arc arrives as many short segments, not as its box's four corners.
    expect(di?.shape?.outline.length).toBeGreaterThan(8);
    // The code's box lies inside the piece, clear of the hole.
    const box = wb?.labelBox;
    const hole = wb?.shape?.holes[0] ?? [];
    const hx = hole.map((p) => p[0]);
    const hy = hole.map((p) => p[1]);
    const clear =
      box &&
      (box.x >= Math.max(...hx) ||
        box.x + box.width <= Math.min(...hx) ||
        box.y >= Math.max(...hy) ||
        box.y + box.height <= Math.min(...hy));
    expect(clear).toBe(true);
    const slabArea = plan.slabs.length * 3200 * 2600;
    expect(plan.runYieldPercent).toBe(percent(WB02_AREA_MM2 + (areas['地-07'] ?? 0), slabArea));

    const { url } = await api<{ url: string }>('webPlan/exportLayoutDxf', { runId });
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    const read = readDxf(file.rawPayload).pieces.filter((p) => p.layer === 'PIECES');
    const byCode = new Map(read.map((p) => [p.label, p]));
    expect([...byCode.keys()].sort()).toEqual(['WB-02', '地-07']);
    // 713,600 mm², not the 720,000 of its rectangle.
    expect(Math.round(byCode.get('WB-02')?.areaMm2 ?? 0)).toBe(713_600);
    expect(byCode.get('WB-02')?.holes).toHaveLength(1);
    // The arc survives (within the reader's chord tolerance): far from its 600,000 mm² box.
    expect(
      Math.abs((byCode.get('地-07')?.areaMm2 ?? 0) - DI07_AREA_MM2) / DI07_AREA_MM2,
    ).toBeLessThan(0.002);
  });
});
