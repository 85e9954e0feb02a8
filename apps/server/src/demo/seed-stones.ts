import type { Db } from '../db/database.ts';
import { actorScope } from '../db/org-scope.ts';
import { STONE_MATERIAL_ENTITY } from '../modules/materials/stone-materials.ts';

/**
 * The demo enterprise's stone catalogue (issue 23 item 6): marbles and granites a Shuitou
 * factory cuts, with their trade names in English, densities in kg/m³ (marble about 2700,
 * the black granite heavier) and the thicknesses they usually come in.
 */
export const DEMO_STONES = [
  { code: 'YS', nameZh: '雅士白', nameEn: 'Ariston White', density: 2700, mm: [18, 20, 30] },
  { code: 'JS', nameZh: '爵士白', nameEn: 'Jazz White', density: 2700, mm: [18, 20] },
  { code: 'YD', nameZh: '鱼肚白', nameEn: 'Calacatta', density: 2710, mm: [20, 30] },
  { code: 'HJ', nameZh: '黑金花', nameEn: 'Portoro', density: 2720, mm: [18, 20] },
  { code: 'MW', nameZh: '木纹灰', nameEn: 'Wood Grain Grey', density: 2700, mm: [18, 20] },
  { code: 'ZG', nameZh: '中国黑', nameEn: 'Absolute Black', density: 2950, mm: [20, 30] },
  { code: 'KL', nameZh: '卡拉拉白', nameEn: 'Carrara White', density: 2700, mm: [20] },
  { code: 'ZM', nameZh: '芝麻灰', nameEn: 'G603 Sesame Grey', density: 2630, mm: [20, 30] },
] as const;
export type DemoStoneCode = (typeof DEMO_STONES)[number]['code'];

/** Made by the call the catalogue screen uses, with its checks. */
export async function seedStones(db: Db, orgId: string): Promise<void> {
  const caller = { orgId };
  const schema = STONE_MATERIAL_ENTITY.def.schemas.createBody;
  for (const s of DEMO_STONES)
    await STONE_MATERIAL_ENTITY.create(
      caller,
      db,
      schema.parse({
        code: s.code,
        nameZh: s.nameZh,
        nameEn: s.nameEn,
        densityKgM3: s.density,
        thicknessesMm: [...s.mm],
      }),
    );
}

/** The demo catalogue's ids by code (seeded first if the enterprise has none yet). */
export async function demoStoneIds(db: Db, orgId: string): Promise<Record<DemoStoneCode, string>> {
  const read = () =>
    actorScope({ orgId }, db).selectFrom('stone_materials').select(['id', 'code']).execute();
  let rows = await read();
  if (rows.length === 0) {
    await seedStones(db, orgId);
    rows = await read();
  }
  return Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<DemoStoneCode, string>;
}
