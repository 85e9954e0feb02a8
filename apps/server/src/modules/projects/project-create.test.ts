import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import { removeOrphanFiles } from '../files/orphan-files.ts';
import {
  addAndSignIn,
  createAdminTestApp,
  createOwner,
  createRole,
} from '../members/admin-test-kit.ts';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  COUNTERTOP,
  countRows,
  dxfFixture,
  UNLABELLED,
  uploadDxf,
  uploadDxfId,
} from './project-test-kit.ts';

describeEachDialect('manual order / CAD upload', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let token: string;
  let otherToken: string;
  const create = (body: unknown, lang: 'en' | 'zh' = 'en') =>
    call<{ id: string }>(t.app, 'webProduce/createSolution', body, { token, lang });
  const detail = (id: string) =>
    call<ProjectDetailData>(t.app, 'webProduce/getSolutionDetail', { id }, { token });
  /** Nothing of a refused create may be left behind. */
  const expectNothingStored = async () => {
    for (const table of ['projects', 'planes', 'cad_uploads', 'project_slabs'] as const)
      expect(await countRows(t, table), table).toBe(0);
  };

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    token = (await createOwner(t, 'projowner', 'Nan an Stone Works')).token;
    otherToken = (await createOwner(t, 'projother', 'Xiamen Stone Works')).token;
  }, 60_000);
  afterAll(() => t.close());

  describe('refused before anything is stored', () => {
    test('name longer than 64 characters', async () => {
      const fileId = await uploadDxfId(t, token);
      const res = await create({ name: 'x'.repeat(65), planes: [{ name: 'N1', fileId }] });
      expect(res.code).toBe(2);
      expect(res.msg).toBe('Project name is at most 64 characters');
      expect(res.data).toMatchObject({ name: res.msg });
      await expectNothingStored();
    });

    test('delivery time in the past', async () => {
      const fileId = await uploadDxfId(t, token);
      const res = await create(
        {
          name: 'Kitchen',
          deliveryAt: '2020-01-01T00:00:00.000Z',
          planes: [{ name: 'N1', fileId }],
        },
        'zh',
      );
      expect(res.code).toBe(2);
      expect(res.msg).toBe('交货时间不能早于当前时间');
      await expectNothingStored();
    });

    test('missing name and file: one combined message; each alone its own', async () => {
      const both = await create({});
      expect(both.code).toBe(2);
      expect(both.msg).toBe('Please enter a project name and upload a CAD file');
      const noFile = await create({ name: 'Kitchen' });
      expect(noFile.msg).toBe('Please upload a CAD file');
      const fileId = await uploadDxfId(t, token);
      const noName = await create({ name: '  ', planes: [{ name: 'N1', fileId }] });
      expect(noName.msg).toBe('Please enter a project name');
      await expectNothingStored();
    });

    test.each([
      [
        'corrupt (non-finite coordinates)',
        'lw_nan_inf.dxf',
        undefined,
        'The DXF file could not be read',
      ],
      [
        'truncated',
        'half.dxf',
        () => dxfFixture(COUNTERTOP).subarray(0, 10_000),
        'The DXF file could not be read',
      ],
      [
        'no closed outlines (binary DXF)',
        'ezdxf_bin_dxf_r2000.dxf',
        undefined,
        'No closed piece outlines were found in the drawing',
      ],
    ])('a drawing that is %s', async (_, name, bytes, message) => {
      const uploaded = await uploadDxf(t, token, name, bytes?.());
      expect(uploaded.code, uploaded.msg).toBe(0);
      const fileId = uploaded.data?.fileId as string;
      const res = await create({ name: 'Kitchen', planes: [{ name: 'N1', fileId }] });
      expect(res.code).toBe(2);
      expect(res.msg).toBe(message);
      // The field names the plane and says in the reader's words what is wrong.
      expect(Object.keys(res.data as object)).toEqual(['planes.0.fileId']);
      await expectNothingStored();
    });

    test("another enterprise's file, or a file that is not a DXF upload", async () => {
      const foreign = await uploadDxfId(t, otherToken);
      const res = await create({ name: 'Kitchen', planes: [{ name: 'N1', fileId: foreign }] });
      expect(res.code).toBe(2);
      expect(res.msg).toBe('The CAD file was not found, upload it again');
      await expectNothingStored();
    });
  });

  describe('the upload accepts only DXF', () => {
    const refused = async (name: string, bytes: Buffer, message: string) => {
      const before = await t.deps.db.selectFrom('files').select('id').execute();
      const res = await uploadDxf(t, token, name, bytes);
      expect(res.code, name).toBe(2);
      expect(res.msg, name).toBe(message);
      const after = await t.deps.db.selectFrom('files').select('id').execute();
      expect(after.length, `${name} stored`).toBe(before.length);
    };

    test('DWG, by name or by content', async () => {
      const dwg = Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(200, 1)]);
      const msg = 'DWG files are not supported, save the drawing as DXF in your CAD program';
      await refused('plan.dwg', dwg, msg);
      await refused('plan.dxf', dwg, msg);
    });

    test('not a drawing, empty, oversize', async () => {
      await refused(
        'photo.dxf',
        Buffer.from('\x89PNG\r\n\x1a\n0000'),
        'Only .dxf files can be uploaded',
      );
      await refused('notes.txt', Buffer.from('0\nSECTION\n'), 'Only .dxf files can be uploaded');
      await refused('empty.dxf', Buffer.alloc(0), 'The DXF file is empty');
      await refused('blank.dxf', Buffer.from(' \r\n\r\n  '), 'The DXF file is empty');
      const huge = Buffer.alloc(60 * 1024 * 1024 + 1, 0x20);
      huge.write('0\nSECTION\n');
      await refused('huge.dxf', huge, 'The DXF file is larger than 60 MB');
    });

    test('uploading a drawing needs the permission to add projects', async () => {
      const viewRole = await createRole(t, token, 'Viewer', [121]);
      const addRole = await createRole(t, token, 'Planner', [121], ['produceProject:add']);
      const viewer = await addAndSignIn(t, token, { nickname: 'Viewer', roleId: viewRole });
      const planner = await addAndSignIn(t, token, { nickname: 'Planner', roleId: addRole });
      expect((await uploadDxf(t, viewer.token, COUNTERTOP)).code).toBe(6);
      expect((await uploadDxf(t, planner.token, COUNTERTOP)).code).toBe(0);
    });

    test('binary DXF is accepted by its signature', async () => {
      const res = await uploadDxf(t, token, 'ezdxf_bin_dxf_r2000.dxf');
      expect(res.code).toBe(0);
      expect(res.data).toMatchObject({ mime: 'application/dxf' });
    });
  });

  test('a drawing becomes a project with its pieces and a validation report', async () => {
    const a = await uploadDxfId(t, token, COUNTERTOP);
    const b = await uploadDxfId(t, token, UNLABELLED);
    const res = await create({
      name: 'Ariston white kitchen',
      orderNo: 'SO-2026-001',
      customerName: 'Li Lei',
      customerBrand: 'Shuitou',
      deliveryAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      planes: [
        { name: 'Kitchen', batch: 'B1', fileId: a, fileName: COUNTERTOP },
        // Six 9.9 mm circles: flagged as under 20 mm (issue 23), kept here by name.
        { name: 'Balcony', fileId: b, keptPieces: [0, 1, 2, 3, 4, 5] },
      ],
      requestId: 'create-1',
    });
    expect(res.code, res.msg).toBe(0);
    const d = (await detail(res.data.id)).data;
    expect(d.project).toMatchObject({
      name: 'Ariston white kitchen',
      orderNo: 'SO-2026-001',
      reviewState: 'pending',
      productionState: 'notStarted',
      planeCount: 2,
      pieceCount: 10,
    });
    // Planes of one upload list by name.
    expect(d.planes.map((p) => [p.name, p.pieceCount, p.planningState])).toEqual([
      ['Balcony', 6, 'toPlan'],
      ['Kitchen', 4, 'toPlan'],
    ]);
    const kitchen = d.uploads.find((u) => u.fileName === COUNTERTOP);
    expect(kitchen).toMatchObject({ status: 'read', slabCount: 4 });
    // 台面-01 2.544 m² + 背板-02 0.304 + 岛台-03/04 0.951 each (README of the samples).
    expect(kitchen?.planeAreaM2).toBe('4.75');
    expect(kitchen?.previewSvg).toContain('<svg');
    const balcony = d.uploads.find((u) => u.fileName === 'Balcony.dxf');
    // Six unlabelled pieces: one report line with the count and the first names (issue 22).
    const generated = balcony?.warnings.filter((w) => w.code === 'project.warnNoCode') ?? [];
    expect(generated).toEqual([
      {
        code: 'project.warnNoCode',
        message: {
          en: '6 pieces without a code were named automatically (e.g. P001, P002, P003, P004, P005)',
          zh: '6 块未标注编号的板件已自动命名（如 P001, P002, P003, P004, P005）',
        },
        pieceCode: null,
        count: 6,
        examples: ['P001', 'P002', 'P003', 'P004', 'P005'],
      },
    ]);
    const slabs = await call<{ list: { code: string; holeCount: number }[]; total: number }>(
      t.app,
      'webProduce/getSolutionSlabs',
      { projectId: res.data.id, planeId: d.planes[1]?.id, pageSize: 10 },
      { token },
    );
    expect(slabs.data.total).toBe(4);
    expect(slabs.data.list.map((s) => s.code)).toEqual([
      '台面-01',
      '岛台-03',
      '岛台-04',
      '背板-02',
    ]);
    expect(slabs.data.list[0]?.holeCount).toBe(2);

    // A retried create with the same requestId answers the first project, not a second one.
    const again = await create({
      name: 'Ariston white kitchen',
      planes: [{ name: 'K', fileId: a }],
      requestId: 'create-1',
    });
    expect(again.data.id).toBe(res.data.id);
    expect(await countRows(t, 'projects')).toBe(1);

    // The abandoned-upload sweep keeps drawings a project uses, and removes the others.
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    while ((await removeOrphanFiles(t.deps, tomorrow)) > 0);
    const kept = await t.deps.db.selectFrom('files').select('id').execute();
    expect(kept.map((f) => f.id).sort()).toEqual([a, b].sort());
    expect((await detail(res.data.id)).data.uploads).toHaveLength(2);
  });
});
