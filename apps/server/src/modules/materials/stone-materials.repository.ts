// The stone-material catalogue as the slab form, the import, projects and picking read it.
import { stoneName, type StoneChoice } from '@stone/shared/materials/stones';
import type { OrgScope } from '../../db/org-scope.ts';
import { invalid } from '../../lib/app-error.ts';

const thicknessesOf = (json: string): number[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
};

export const findStone = (org: OrgScope, id: string) =>
  org.selectFrom('stone_materials').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The material a body names is one of the enterprise's own catalogue: else code 2 on `field`
 * (another enterprise's id reads as missing).
 */
export async function requireStone(org: OrgScope, id: string, field = 'materialId') {
  const stone = await findStone(org, id);
  if (!stone) throw invalid('stone.missing', { [field]: 'stone.missing' });
  return stone;
}

/** Every material of the catalogue, by code: the choices of a searchable select. */
export async function listStoneChoices(org: OrgScope): Promise<StoneChoice[]> {
  const rows = await org
    .selectFrom('stone_materials')
    .select(['id', 'name_zh', 'name_en', 'code', 'thicknesses_mm'])
    .orderBy('code')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nameZh: r.name_zh,
    nameEn: r.name_en,
    code: r.code,
    thicknessesMm: thicknessesOf(r.thicknesses_mm),
  }));
}

/** Whether slabs or projects still name the material (a delete would break their key). */
export async function stoneInUse(org: OrgScope, id: string): Promise<boolean> {
  const slab = await org
    .selectFrom('big_slabs')
    .select('id')
    .where('material_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (slab) return true;
  const project = await org
    .selectFrom('projects')
    .select('id')
    .where('material_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return project !== undefined;
}

/**
 * How a sheet may name a material, lower-cased: its Chinese name, its English name, both as one
 * text ("雅士白 Ariston White", as the export writes it) or its code. A code wins over a name.
 */
export async function stoneNames(org: OrgScope): Promise<Map<string, string>> {
  const rows = await org
    .selectFrom('stone_materials')
    .select(['id', 'name_zh', 'name_en', 'code'])
    .execute();
  const byText = new Map<string, string>();
  const add = (text: string, id: string) => byText.set(text.trim().toLowerCase(), id);
  for (const r of rows) {
    add(r.name_zh, r.id);
    add(r.name_en, r.id);
    add(stoneName(r.name_zh, r.name_en), r.id);
  }
  for (const r of rows) add(r.code, r.id);
  return byText;
}

/** A material's names as one text for a screen ("雅士白 Ariston White"); '' for none. */
export async function stoneNameOf(org: OrgScope, id: string | null): Promise<string> {
  const stone = id ? await findStone(org, id) : undefined;
  return stone ? stoneName(stone.name_zh, stone.name_en) : '';
}
