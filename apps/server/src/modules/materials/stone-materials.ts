import type { z } from 'zod';
import { STONE_MATERIALS } from '@stone/shared/materials/stones';
import { containsText } from '../../db/list-query.ts';
import { simpleEntity, type SimpleEntityOptions } from '../../db/simple-entity.ts';
import { conflict } from '../../lib/app-error.ts';
import { stoneInUse } from './stone-materials.repository.ts';

type StoneMaterial = z.output<typeof STONE_MATERIALS.schemas.item>;

/** The usual thicknesses are kept as a JSON list, smallest first. */
const thicknessesOf = (json: unknown): number[] => {
  try {
    const parsed: unknown = JSON.parse(String(json));
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
};

/**
 * The stone-material catalogue (issue 23 item 6) on the CRUD kit: one search box finds a
 * material by its Chinese name, English name or code.
 */
const stoneHooks: SimpleEntityOptions<typeof STONE_MATERIALS> = {
  ownFilters: ['keyword'],
  filter: (query, body) => {
    const keyword = typeof body.keyword === 'string' ? body.keyword.trim() : '';
    if (!keyword) return query;
    return query.where((eb) =>
      eb.or(['name_zh', 'name_en', 'code'].map((column) => containsText(column, keyword))),
    );
  },
  toRow: (fields, row) => ({
    ...row,
    thicknesses_mm: JSON.stringify(
      [...((fields.thicknessesMm as number[]) ?? [])].sort((a, b) => a - b),
    ),
  }),
  toItem: (row, _lang, item) =>
    ({
      ...item,
      densityKgM3: row.density_kg_m3 === null ? null : Number(row.density_kg_m3),
      thicknessesMm: thicknessesOf(row.thicknesses_mm),
    }) as StoneMaterial,
  /** A material slabs or projects name stays until they name another. */
  async guard(row, change, org) {
    if (change.kind !== 'delete') return;
    if (row.version !== change.version) throw conflict();
    if (await stoneInUse(org, row.id)) throw conflict('stone.inUse');
  },
};

export const STONE_MATERIAL_ENTITY = simpleEntity(STONE_MATERIALS, stoneHooks);
