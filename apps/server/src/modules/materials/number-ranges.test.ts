import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import { COMPLETE_SETTINGS, createProject } from '../projects/project-test-kit.ts';
import {
  addWarehouse,
  createMaterialTestApp,
  slabBody,
  stoneId,
  type Api,
} from './material-test-kit.ts';

/**
 * Issue 23 item 5: a number out of range is refused with a message that names the field's
 * range, in the caller's language, and nothing is stored; never clamped, never "invalid value".
 */
describeEachDialect('numbers out of range', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createMaterialTestApp>>;
  let api: Api;
  let hall: string;
  beforeAll(async () => {
    ctx = await createMaterialTestApp(dialect, 'ranges');
    api = ctx.api;
    hall = await addWarehouse(api, 'Range hall');
  });
  afterAll(() => ctx.t.close());

  const slabRows = async () =>
    ctx.t.deps.db
      .selectFrom('big_slabs')
      .select(['thickness_mm', 'length_mm', 'width_mm'])
      .where('org_id', '=', ctx.owner.orgId)
      .execute();

  test('a slab of thickness −5, length 0 and width 99999 is refused field by field', async () => {
    const body = slabBody(hall, {
      materialId: await stoneId(api),
      thicknessMm: -5,
      lengthMm: 0,
      widthMm: 99_999,
    });
    const en = await api('webBigSlab/createBigSlab', body);
    expect(en).toMatchObject({
      code: 2,
      data: {
        thicknessMm: 'Thickness is a whole number of mm from 1 to 300',
        lengthMm: 'Length and width are whole numbers of mm from 1 to 10000',
        widthMm: 'Length and width are whole numbers of mm from 1 to 10000',
      },
    });
    const zh = await api('webBigSlab/createBigSlab', body, 'zh');
    expect(zh).toMatchObject({
      code: 2,
      data: { thicknessMm: '厚度为1至300的整数毫米', widthMm: '长度和宽度为1至10000的整数毫米' },
    });
    expect(await slabRows()).toEqual([]);
  });

  test('a slab list filter out of range names its range', async () => {
    const en = await api('webBigSlab/getBigSlabList', { thicknessMin: -1, widthMax: 20_000 });
    expect(en).toMatchObject({
      code: 2,
      data: {
        thicknessMin: 'Thickness filters are whole numbers of mm from 0 to 300',
        widthMax: 'Length and width filters are whole numbers of mm from 0 to 10000',
      },
    });
    const zh = await api('webBigSlab/getBigSlabList', { lengthMin: 10_001 }, 'zh');
    expect(zh).toMatchObject({
      code: 2,
      data: { lengthMin: '长度和宽度筛选为0至10000的整数毫米' },
    });
  });

  test('a kerf of −3 is refused with its range, and the settings stay as they were', async () => {
    const id = await createProject(ctx.t, ctx.owner.token, { name: 'Kerf check' });
    const stored = async () =>
      (
        await ctx.t.deps.db
          .selectFrom('projects')
          .select(['settings_json', 'version'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).settings_json;
    const before = await stored();
    const settings = (over: Record<string, unknown>) => ({
      id,
      version: 1,
      settings: { ...COMPLETE_SETTINGS, ...over },
    });
    const kerf = await api('webProduce/updateSolutionSettings', settings({ kerfMm: -3 }));
    expect(kerf).toMatchObject({
      code: 2,
      data: { 'settings.kerfMm': 'Saw kerf is from 0 to 50 mm' },
    });
    const zh = await api('webProduce/updateSolutionSettings', settings({ kerfMm: -3 }), 'zh');
    expect(zh).toMatchObject({ code: 2, data: { 'settings.kerfMm': '锯缝为0至50毫米' } });
    const others = await api(
      'webProduce/updateSolutionSettings',
      settings({
        thicknessMm: 501,
        trimMm: -1,
        slabSizes: [{ lengthMm: 0, widthMm: 10_001, count: 0 }],
        packingRules: { maxPiecesPerBox: 1000, maxBoxWeightKg: 0, groupBy: 'plane' },
      }),
    );
    expect(others).toMatchObject({
      code: 2,
      data: {
        'settings.thicknessMm': 'Thickness is from 0 to 500 mm',
        'settings.trimMm': 'Edge trim is from 0 to 500 mm',
        'settings.slabSizes.0.lengthMm': 'Slab length and width are from 1 to 10000 mm',
        'settings.slabSizes.0.widthMm': 'Slab length and width are from 1 to 10000 mm',
        'settings.slabSizes.0.count': 'The slab count is a whole number from 1 to 100000',
        'settings.packingRules.maxPiecesPerBox': 'Pieces per box is a whole number from 1 to 999',
        'settings.packingRules.maxBoxWeightKg': 'The box weight is from 1 to 100000 kg',
      },
    });
    expect(await stored()).toBe(before);
  });
});
