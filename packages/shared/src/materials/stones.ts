import { z } from 'zod';
import { defineCrud } from '../crud.ts';
import { positiveInt32 } from '../integers.ts';
import { codeSchema, optionalText, requiredText } from './common.ts';

/** The stone-material catalogue's limits (issue 23 item 6). */
export const STONE_LIMITS = {
  nameMax: 64,
  densityMaxKgM3: 10_000,
  thicknessMaxMm: 300,
  thicknessesMax: 12,
} as const;
const L = STONE_LIMITS;

const thickness = positiveInt32('stone.thicknessRange').max(
  L.thicknessMaxMm,
  'stone.thicknessRange',
);

/**
 * A stone material of the enterprise (雅士白 Ariston White): names in both languages, a code
 * unique in the enterprise, its density in whole kg/m³ for slab and box weights (null while
 * unknown) and the thicknesses it is usually cut in. Projects and large slabs choose one, and
 * stock matches a plan by this id and the thickness, never by text.
 */
export const STONE_MATERIALS = defineCrud({
  group: 'webStoneMaterial',
  entity: 'StoneMaterial',
  route: 'basicManagement',
  table: 'stone_materials',
  unique: { code: 'stone.codeTaken' },
  fields: {
    nameZh: requiredText(L.nameMax),
    nameEn: requiredText(L.nameMax),
    code: codeSchema,
    densityKgM3: positiveInt32('stone.densityRange')
      .max(L.densityMaxKgM3, 'stone.densityRange')
      .nullable()
      .default(null),
    thicknessesMm: z
      .array(thickness)
      .max(L.thicknessesMax, 'stone.tooManyThicknesses')
      .refine((list) => new Set(list).size === list.length, 'stone.tooManyThicknesses')
      .default([]),
  },
  /** One box searches the Chinese name, the English name and the code. */
  filters: { keyword: optionalText(L.nameMax) },
  sortable: ['code', 'nameZh', 'nameEn', 'densityKgM3', 'createdAt'],
  example: (marker) => ({
    nameZh: `${marker}-石材`,
    nameEn: `${marker}-STONE`,
    code: marker.replace(/[^\w-]/g, ''),
    densityKgM3: 2700,
    thicknessesMm: [18, 20],
  }),
});

export type StoneMaterialItem = z.output<typeof STONE_MATERIALS.schemas.item>;

/** A material as a searchable select offers it. */
export const stoneChoice = z.object({
  id: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  code: z.string(),
  thicknessesMm: z.array(z.number()),
});
export type StoneChoice = z.infer<typeof stoneChoice>;
export const stoneChoicesData = z.object({ list: z.array(stoneChoice) });

/** A material's names as one text, as lists and sheets show it: "雅士白 Ariston White". */
export const stoneName = (nameZh: string, nameEn: string) =>
  nameZh === nameEn ? nameZh : `${nameZh} ${nameEn}`;

/** What a select shows and searches: "雅士白 Ariston White (M01)". */
export const stoneLabel = (s: Pick<StoneChoice, 'nameZh' | 'nameEn' | 'code'>) =>
  `${stoneName(s.nameZh, s.nameEn)} (${s.code})`;
