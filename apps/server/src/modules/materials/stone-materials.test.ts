import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { StoneMaterialItem } from '@stone/shared/materials/stones';
import { createMigrator } from '../../db/migrate.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { COMPLETE_SETTINGS, createProject } from '../projects/project-test-kit.ts';
import {
  addSlab,
  addWarehouse,
  createMaterialTestApp,
  slabBody,
  stoneId,
  type Api,
} from './material-test-kit.ts';

type List = { list: StoneMaterialItem[]; total: number };

/**
 * Issue 23 item 6: a catalogue of stone materials (names zh/en, code, density, usual
 * thicknesses) that slabs and projects name by id, so "雅士白" and "雅士白 Ariston White" are no
 * longer two materials.
 */
describeEachDialect('stone-material catalogue', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createMaterialTestApp>>;
  let api: Api;
  beforeAll(async () => {
    ctx = await createMaterialTestApp(dialect, 'stone');
    api = ctx.api;
  });
  afterAll(() => ctx.t.close());

  const create = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    api<{ id: string }>('webStoneMaterial/createStoneMaterial', body, lang);
  const list = async (body: Record<string, unknown> = {}) =>
    (await api<List>('webStoneMaterial/getStoneMaterialList', { pageSize: 100, ...body })).data;
  const count = async () =>
    (await ctx.t.deps.db.selectFrom('stone_materials').select('id').execute()).length;

  test('a material is found by its Chinese name, its English name or its code', async () => {
    const res = await create({
      nameZh: '爵士白',
      nameEn: 'Jazz White',
      code: 'JS',
      densityKgM3: 2700,
      thicknessesMm: [30, 18, 20],
    });
    expect(res.code, res.msg).toBe(0);
    for (const keyword of ['爵士', 'jazz', 'js']) {
      const found = await list({ keyword });
      expect(found.list.map((s) => s.code)).toEqual(['JS']);
    }
    expect((await list({ keyword: 'JS' })).list[0]).toMatchObject({
      nameZh: '爵士白',
      nameEn: 'Jazz White',
      densityKgM3: 2700,
      thicknessesMm: [18, 20, 30],
      version: 1,
    });
  });

  test('a code is unique in the enterprise; a twin answers code 4 and stores nothing', async () => {
    const before = await count();
    const twin = await create({ nameZh: '爵士白二', nameEn: 'Jazz 2', code: 'JS' }, 'zh');
    expect(twin).toMatchObject({ code: 4, msg: '材质编码已存在' });
    expect(await count()).toBe(before);
  });

  test('density and thicknesses out of range are refused with their ranges', async () => {
    const before = await count();
    const en = await create({
      nameZh: '重石',
      nameEn: 'Heavy',
      code: 'HV',
      densityKgM3: 20_000,
      thicknessesMm: [0, 20],
    });
    expect(en).toMatchObject({
      code: 2,
      data: {
        densityKgM3: 'Density is a whole number of kg/m³ from 1 to 10000',
        'thicknessesMm.0': 'Usual thicknesses are whole numbers of mm from 1 to 300',
      },
    });
    const zh = await create(
      { nameZh: '重石', nameEn: 'Heavy', code: 'HV', densityKgM3: -1, thicknessesMm: [20, 20] },
      'zh',
    );
    expect(zh).toMatchObject({
      code: 2,
      data: {
        densityKgM3: '密度为1至10000的整数（千克/立方米）',
        thicknessesMm: '常用厚度最多12个，且不能重复',
      },
    });
    expect(await count()).toBe(before);
  });

  test('slabs and projects name a material by id; one in use cannot be deleted', async () => {
    const hall = await addWarehouse(api);
    const white = await stoneId(api, '雅士白 Ariston White');
    const slab = await addSlab(api, hall, { material: '雅士白 Ariston White' });
    const detail = await api<{ materialId: string; material: string }>(
      'webBigSlab/getBigSlabDetail',
      { id: slab },
    );
    expect(detail.data).toMatchObject({ materialId: white, material: '雅士白 Ariston White' });
    // The list filter is the id: the Chinese name alone and the full label are one material.
    const byId = await api<{ list: { id: string }[] }>('webBigSlab/getBigSlabList', {
      materialId: white,
    });
    expect(byId.data.list.map((s) => s.id)).toEqual([slab]);
    const row = (await list({ keyword: '雅士白' })).list[0] as StoneMaterialItem;
    const refused = await api('webStoneMaterial/deleteStoneMaterial', {
      id: row.id,
      version: row.version,
    });
    expect(refused).toMatchObject({ code: 4, msg: 'Slabs or projects still use this material' });

    const project = await createProject(ctx.t, ctx.owner.token, { name: 'Stone by id' });
    const settings = { ...COMPLETE_SETTINGS, materialId: 'not-in-catalogue' };
    const bad = await api('webProduce/updateSolutionSettings', {
      id: project,
      version: 1,
      settings,
    });
    expect(bad).toMatchObject({
      code: 2,
      data: { 'settings.materialId': 'Choose a material from the catalogue' },
    });
    const good = await api('webProduce/updateSolutionSettings', {
      id: project,
      version: 1,
      settings: { ...settings, materialId: white },
    });
    expect(good.code, good.msg).toBe(0);
    const stored = await ctx.t.deps.db
      .selectFrom('projects')
      .select(['material_id'])
      .where('id', '=', project)
      .executeTakeFirstOrThrow();
    expect(stored.material_id).toBe(white);
    // Another enterprise's slab body cannot borrow this catalogue row.
    expect(
      (await api('webBigSlab/createBigSlab', slabBody(hall, { materialId: 'nope' }))).data,
    ).toEqual({ materialId: 'Choose a material from the catalogue' });
  });

  test('migration c01 turns the texts in use into catalogue rows and fills material_id', async () => {
    const db = ctx.t.deps.db;
    await addSlab(api, await addWarehouse(api), { material: '爵士白 Jazz White' });
    const schema =
      dialect === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
        : undefined;
    const migrator = createMigrator(db, schema);
    const names = (await migrator.getMigrations()).map((m) => m.name);
    const before = names[names.indexOf('20261126-c01-stone-materials') - 1] as string;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    // Before c01 a slab's material was text: two spellings of one stone, as the issue found.
    const slabs = await sql<{ id: string; material: string }>`
      select id, material from big_slabs where org_id = ${ctx.owner.orgId}`.execute(db);
    const [first, second] = slabs.rows;
    expect(first && second).toBeTruthy();
    await sql`update big_slabs set material = ${'雅士白'} where id = ${first?.id}`.execute(db);
    await sql`update big_slabs set material = ${'Black Galaxy'} where id = ${second?.id}`.execute(
      db,
    );
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rows = await db
      .selectFrom('stone_materials')
      .select(['id', 'name_zh', 'name_en', 'code', 'density_kg_m3'])
      .where('org_id', '=', ctx.owner.orgId)
      .orderBy('code')
      .execute();
    expect(rows.map((r) => [r.name_zh, r.name_en])).toEqual(
      expect.arrayContaining([
        ['雅士白', '雅士白'],
        ['Black Galaxy', 'Black Galaxy'],
        ['雅士白', 'Ariston White'],
      ]),
    );
    expect(rows.every((r) => /^M\d{3}$/.test(r.code) && r.density_kg_m3 === null)).toBe(true);
    const filled = await db
      .selectFrom('big_slabs as s')
      .innerJoin('stone_materials as m', (j) =>
        j.onRef('m.id', '=', 's.material_id').onRef('m.org_id', '=', 's.org_id'),
      )
      .select(['s.id', 'm.name_en'])
      .where('s.org_id', '=', ctx.owner.orgId)
      .execute();
    expect(filled).toHaveLength(slabs.rows.length);
    expect(filled.find((r) => r.id === second?.id)?.name_en).toBe('Black Galaxy');
    // The project's settings name the material by id now, and its column says the same.
    const project = await db
      .selectFrom('projects')
      .select(['settings_json', 'material_id'])
      .where('org_id', '=', ctx.owner.orgId)
      .where('material_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const json = JSON.parse(project.settings_json) as Record<string, unknown>;
    expect(json.material).toBeUndefined();
    expect(json.materialId).toBe(project.material_id);
    // The key holds: a slab cannot name a material the enterprise does not have.
    await expect(
      db
        .updateTable('big_slabs')
        .set({ material_id: 'missing' })
        .where('id', '=', first!.id)
        .execute(),
    ).rejects.toThrow();
  });
});
