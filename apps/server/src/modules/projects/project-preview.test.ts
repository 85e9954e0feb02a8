import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import type { PreviewDrawingData } from '@stone/shared/projects/preview';
import { createAdminTestApp, createOwner } from '../members/admin-test-kit.ts';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { KITCHEN, rectanglesDxf, UNITLESS_SAMPLE } from './preview-test-kit.ts';
import { countRows, uploadDxf } from './project-test-kit.ts';

/** Issue 23: a drawing is previewed, and the create re-applies the preview's choices. */
describeEachDialect('drawing preview before a project is created', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let token: string;
  const upload = async (name: string, bytes: Buffer) => {
    const res = await uploadDxf(t, token, name, bytes);
    if (!res.result) throw new Error(res.msg);
    return res.data?.fileId as string;
  };
  const preview = (body: unknown, lang: 'en' | 'zh' = 'en') =>
    call<PreviewDrawingData>(t.app, 'webProduce/previewSolutionDrawing', body, { token, lang });
  const create = (plane: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    call<{ id: string }>(
      t.app,
      'webProduce/createSolution',
      { name: 'Kitchen', planes: [{ name: 'N1', ...plane }] },
      { token, lang },
    );
  const detail = async (id: string) =>
    (await call<ProjectDetailData>(t.app, 'webProduce/getSolutionDetail', { id }, { token })).data;
  const expectNothingNew = async (projectsBefore: number) => {
    expect(await countRows(t, 'projects')).toBe(projectsBefore);
  };

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    token = (await createOwner(t, 'previewowner', 'Preview Stone Works')).token;
  }, 180_000);
  afterAll(() => t.close());

  describe('a drawing that declares no units', () => {
    let fileId: string;
    beforeAll(async () => {
      fileId = await upload('detail.dxf', readFileSync(UNITLESS_SAMPLE));
    });

    test('is previewed as drawn, with no units and a guess from the sizes', async () => {
      const res = await preview({ fileId });
      expect(res.code, res.msg).toBe(0);
      expect(res.data).toMatchObject({ declaredUnits: null, guessedUnits: 'cm', units: null });
      expect(res.data.pieces.map((p) => [p.code, p.widthMm, p.heightMm])).toEqual([
        ['block02', 80, 20],
        ['block01', 80, 30],
      ]);
      expect(res.data.outlines).toHaveLength(2);
    });

    test.each([
      ['en', 'The drawing of plane N1 declares no units; choose mm, cm, m or inch'],
      ['zh', '平面 N1 的图纸未声明单位，请选择毫米、厘米、米或英寸'],
    ] as const)('is refused without a unit (%s), nothing stored', async (lang, message) => {
      const before = await countRows(t, 'projects');
      const res = await create({ fileId }, lang);
      expect(res.code).toBe(2);
      expect(res.msg).toBe(message);
      expect(res.data).toEqual({ 'planes.0.units': message });
      await expectNothingNew(before);
    });

    test('in the unit chosen, gives the right sizes and area', async () => {
      const seen = await preview({ fileId, units: 'cm' });
      expect(seen.data.units).toBe('cm');
      expect(seen.data.pieces.map((p) => [p.widthMm, p.heightMm])).toEqual([
        [800, 200],
        [800, 300],
      ]);
      expect(seen.data.pieces.every((p) => p.flags.length === 0)).toBe(true);
      const res = await create({ fileId, units: 'cm' });
      expect(res.code, res.msg).toBe(0);
      // 1512.1 + 2135.6 drawn units² × 100 mm² each.
      expect((await detail(res.data.id)).project).toMatchObject({
        pieceCount: 2,
        totalAreaM2: '0.36',
      });
    });
  });

  describe('flagged pieces and dropped layers', () => {
    let fileId: string;
    beforeAll(async () => {
      fileId = await upload('kitchen.dxf', rectanglesDxf(KITCHEN, 4));
    });

    test('the preview flags the dimension block, the note and the zero-area speck', async () => {
      const res = await preview({ fileId });
      expect(res.data).toMatchObject({ declaredUnits: 'mm', guessedUnits: null, units: 'mm' });
      expect(res.data.pieces.map((p) => [p.code, p.layer, p.areaMm2, p.flags])).toEqual([
        ['T-01', 'STONE', 240_000, []],
        ['T-02', 'STONE', 400_000, []],
        ['D1', 'DIM', 60_000, ['annotationLike']],
        ['SCALE 2:1', 'STONE', 120_000, ['annotationLike']],
        [null, 'STONE', 0, ['zeroArea']],
      ]);
    });

    test.each([
      [
        'en',
        'Plane N1 still includes 3 flagged pieces (D1, SCALE 2:1, #5); drop them or keep them explicitly',
      ],
      ['zh', '平面 N1 仍包含 3 块被标记的板件（D1, SCALE 2:1, #5），请剔除或明确保留'],
    ] as const)('flagged pieces not kept are refused (%s), nothing stored', async (lang, msg) => {
      const before = await countRows(t, 'projects');
      const res = await create({ fileId }, lang);
      expect(res.code).toBe(2);
      expect(res.msg).toBe(msg);
      expect(res.data).toEqual({ 'planes.0.keptPieces': msg });
      await expectNothingNew(before);
    });

    test('a dropped layer and dropped pieces leave fewer pieces; the server sums the area', async () => {
      const res = await create({
        fileId,
        excludedLayers: ['DIM'],
        excludedPieces: [3, 4],
      });
      expect(res.code, res.msg).toBe(0);
      const d = await detail(res.data.id);
      expect(d.project).toMatchObject({ pieceCount: 2, totalAreaM2: '0.64' });
    });

    test('a flagged piece kept by name stays', async () => {
      const res = await create({ fileId, excludedPieces: [2, 4], keptPieces: [3] });
      expect(res.code, res.msg).toBe(0);
      expect((await detail(res.data.id)).project).toMatchObject({
        pieceCount: 3,
        totalAreaM2: '0.76',
      });
    });

    test.each([
      ['en', 'Plane N1 has no piece #6; preview the drawing again', { excludedPieces: [5] }],
      ['zh', '平面 N1 没有第 6 块板件，请重新预览图纸', { keptPieces: [5] }],
    ] as const)('a piece the drawing does not have is refused (%s)', async (lang, msg, choice) => {
      const before = await countRows(t, 'projects');
      const res = await create({ fileId, ...choice }, lang);
      expect(res.code).toBe(2);
      expect(res.msg).toBe(msg);
      await expectNothingNew(before);
    });

    test('dropping every piece is refused', async () => {
      const res = await create({ fileId, excludedLayers: ['STONE', 'DIM'] });
      expect(res.code).toBe(2);
      expect(res.msg).toBe('Every piece of plane N1 is dropped; keep at least one');
    });

    test('a unit outside mm, cm, m and inch is refused by the schema', async () => {
      const res = await create({ fileId, units: 'furlong' });
      expect(res.code).toBe(2);
      expect(Object.keys(res.data as object)).toEqual(['planes.0.units']);
    });
  });

  test('outlines travel a page of 100 at a time, thinned to at most 48 vertices', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      layer: 'STONE',
      x: (i % 10) * 700,
      y: Math.floor(i / 10) * 700,
      w: 600,
      h: 400,
    }));
    const fileId = await upload('many.dxf', rectanglesDxf(many, 4));
    const first = await preview({ fileId });
    expect(first.data.pieces).toHaveLength(150);
    expect(first.data.outlines.map((o) => o.index)).toEqual([...Array(100).keys()]);
    expect(first.data.outlinePageCount).toBe(2);
    expect(first.data.outlines[0]?.outline).toEqual([0, 0, 600, 0, 600, 400, 0, 400]);
    const second = await preview({ fileId, outlinePage: 1 });
    expect(second.data.outlines.map((o) => o.index)).toEqual(
      Array.from({ length: 50 }, (_, i) => 100 + i),
    );
  });
});
