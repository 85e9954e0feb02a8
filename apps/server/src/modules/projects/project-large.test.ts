// Issue 22: a drawing of many pieces is stored in chunks, its repeated warnings are one line
// with a count, the detail answer stays bounded, and a piece too large to store is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import { createAdminTestApp, createOwner } from '../members/admin-test-kit.ts';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { COMPLETE_SETTINGS, countRows, squaresDxf, uploadDxf } from './project-test-kit.ts';

describeEachDialect('large drawings', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let token: string;
  const upload = async (name: string, bytes: Buffer) => {
    const res = await uploadDxf(t, token, name, bytes);
    if (!res.result) throw new Error(`upload failed: ${res.msg}`);
    return res.data?.fileId as string;
  };
  const create = (body: unknown, lang: 'en' | 'zh' = 'en') =>
    call<{ id: string }>(t.app, 'webProduce/createSolution', body, { token, lang });
  const detail = async (id: string) =>
    (await call<ProjectDetailData>(t.app, 'webProduce/getSolutionDetail', { id }, { token })).data;

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    token = (await createOwner(t, 'largeowner', 'Nan an Stone Works')).token;
  }, 60_000);
  afterAll(() => t.close());

  test('1,200 unlabelled pieces: all stored, one grouped warning line, packed in boxes', async () => {
    // 1,200 pieces cross the 500-row chunks; 30 open outlines pass the reader's cap of 20.
    const fileId = await upload('many.dxf', squaresDxf(1_200, 100, 30));
    const res = await create({
      name: 'Many pieces',
      planes: [{ name: 'N1', fileId }],
      settings: COMPLETE_SETTINGS,
    });
    expect(res.code, res.msg).toBe(0);
    expect(await countRows(t, 'project_slabs')).toBe(1_200);
    const d = await detail(res.data.id);
    expect(d.project.pieceCount).toBe(1_200);
    expect(d.planes).toHaveLength(1);
    const [upload0] = d.uploads;
    expect(upload0?.slabCount).toBe(1_200);
    const noCode = upload0?.warnings.filter((w) => w.code === 'project.warnNoCode');
    expect(noCode).toEqual([
      expect.objectContaining({
        count: 1_200,
        examples: ['P001', 'P002', 'P003', 'P004', 'P005'],
        message: {
          en: '1200 pieces without a code were named automatically (e.g. P001, P002, P003, P004, P005)',
          zh: '1200 块未标注编号的板件已自动命名（如 P001, P002, P003, P004, P005）',
        },
      }),
    ]);
    const open = upload0?.warnings.filter((w) => w.code === 'DXF_OPEN_CHAIN');
    expect(open).toHaveLength(1);
    expect(open?.[0]?.count).toBe(30);
    expect(open?.[0]?.message.en).toMatch(/not closed.*\(29 more like it\)$/);

    // Two pieces a box: 600 boxes, every piece in one, in code order.
    const packed = await call<{ boxCount: number }>(
      t.app,
      'webProduce/generatePackingList',
      { id: res.data.id, version: d.project.version },
      { token },
    );
    expect(packed.code, packed.msg).toBe(0);
    expect(packed.data.boxCount).toBe(600);
    expect((await detail(res.data.id)).packing).toMatchObject({
      state: 'complete',
      boxCount: 600,
      plannedPieces: 1_200,
      boxedPieces: 0,
    });
    const slabs = await call<{ list: { code: string; boxNo: number }[] }>(
      t.app,
      'webProduce/getSolutionSlabs',
      { projectId: res.data.id, pageSize: 10, sortField: 'boxNo', sortOrder: 'descend' },
      { token },
    );
    expect(slabs.data.list[0]?.boxNo).toBe(600);
  }, 60_000);

  test('a report stored one line per piece (before issue 22) is answered grouped', async () => {
    const fileId = await upload('few.dxf', squaresDxf(3));
    const res = await create({ name: 'Old report', planes: [{ name: 'N1', fileId }] });
    const line = (i: number) => ({
      code: 'project.warnNoCode',
      message: { en: `A piece without a code was named P${i}`, zh: `P${i}` },
      pieceCode: `P${i}`,
    });
    const old = Array.from({ length: 5_000 }, (_, i) => line(i + 1));
    await t.deps.db
      .updateTable('cad_uploads')
      .set({ report_json: JSON.stringify(old) })
      .where('project_id', '=', res.data.id)
      .execute();
    const [upload0] = (await detail(res.data.id)).uploads;
    expect(upload0?.warnings).toHaveLength(1);
    expect(upload0?.warnings[0]).toMatchObject({
      count: 5_000,
      examples: ['P1', 'P2', 'P3', 'P4', 'P5'],
    });
  });

  test('a plane over 20,000 pieces, or a project over 100,000, is refused, nothing stored', async () => {
    const before = await countRows(t, 'projects');
    const big = await upload('big-plane.dxf', squaresDxf(20_001, 10));
    const one = await create({ name: 'Huge', planes: [{ name: 'H1', fileId: big }] });
    expect(one.code).toBe(2);
    expect(one.data).toEqual({
      'planes.0.fileId':
        'Plane H1 has 20001 pieces; a plane may have at most 20000. Split the drawing into several planes',
    });
    // Five full planes are allowed; the sixth plane's one piece passes the project's 100,000.
    const full = squaresDxf(20_000, 10);
    const planes = [];
    for (let i = 1; i <= 5; i++)
      planes.push({ name: `F${i}`, fileId: await upload(`f${i}.dxf`, full) });
    planes.push({ name: 'F6', fileId: await upload('f6.dxf', squaresDxf(1)) });
    const all = await create({ name: 'Whole tower', planes }, 'zh');
    expect(all.code).toBe(2);
    expect(all.msg).toBe('图纸共有 100001 块板件，单个项目最多 100000 块，请拆分为多个项目');
    expect(all.data).toEqual({ 'planes.5.fileId': all.msg });
    expect(await countRows(t, 'projects')).toBe(before);
  }, 120_000);

  describe('a piece larger than 2147 m² is refused, nothing stored', () => {
    test.each([
      [
        'en',
        'Piece #1 of plane Site is 2500.00 m², more than the 2147.48 m² a piece may have; check the drawing units',
      ],
      [
        'zh',
        '平面 Site 的板件 #1 面积为 2500.00 平方米，超过单块上限 2147.48 平方米，请检查图纸单位',
      ],
    ] as const)('%s', async (lang, message) => {
      const before = await countRows(t, 'projects');
      // A 50 m square drawn in mm: 2.5e9 mm², past the int4 area column on PostgreSQL.
      const fileId = await upload('site.dxf', squaresDxf(1, 50_000));
      const res = await create({ name: 'Site plan', planes: [{ name: 'Site', fileId }] }, lang);
      expect(res.code).toBe(2);
      expect(res.msg).toBe(message);
      expect(res.data).toEqual({ 'planes.0.fileId': message });
      expect(await countRows(t, 'projects')).toBe(before);
    });

    test('a 46 m square (2116 m²) is still stored', async () => {
      const fileId = await upload('big.dxf', squaresDxf(1, 46_000));
      const res = await create({ name: 'Big', planes: [{ name: 'N1', fileId }] });
      expect(res.code, res.msg).toBe(0);
      expect((await detail(res.data.id)).project.totalAreaM2).toBe('2116.00');
    });
  });
});
