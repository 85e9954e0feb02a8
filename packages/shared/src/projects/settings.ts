import { z } from 'zod';
import { positiveInt32 } from '../integers.ts';
import type { MessageKey } from '../messages.ts';
import { PACKING_GROUP_BY, PLANNER_MODES, PROJECT_LIMITS } from './enums.ts';
import { idField } from '../crud.ts';

/**
 * A number from `min` to `max`; anything else is refused with the field's own message, which
 * names the range (issue 23: never clamped, never a bare "invalid value").
 */
const between = (min: number, max: number, key: MessageKey) =>
  z.number(key).min(min, key).max(max, key);

/** Ranges of the settings' numbers, for the messages and the inputs' hints. */
export const SETTINGS_RANGES = {
  thicknessMm: [0, 500],
  kerfMm: [0, 50],
  trimMm: [0, 500],
  slabSideMm: [1, 10_000],
  slabCount: [1, 100_000],
  maxPiecesPerBox: [1, 999],
  maxBoxWeightKg: [1, 100_000],
} as const;
const R = SETTINGS_RANGES;

export const slabSize = z.strictObject({
  lengthMm: between(...R.slabSideMm, 'settings.slabSideRange'),
  widthMm: between(...R.slabSideMm, 'settings.slabSideRange'),
  /** Slabs in stock of this size; absent means as many as needed. */
  count: positiveInt32('settings.slabCountRange')
    .max(R.slabCount[1], 'settings.slabCountRange')
    .optional(),
});
export type SlabSize = z.infer<typeof slabSize>;

export const packingRules = z.strictObject({
  maxPiecesPerBox: positiveInt32('settings.perBoxRange').max(
    R.maxPiecesPerBox[1],
    'settings.perBoxRange',
  ),
  maxBoxWeightKg: between(...R.maxBoxWeightKg, 'settings.boxWeightRange').optional(),
  groupBy: z.enum(PACKING_GROUP_BY),
});
export type PackingRules = z.infer<typeof packingRules>;

/**
 * Project settings (stored as projects.settings_json; the planner reads kerf, trim, slab sizes
 * and mode from here). Empty material or slab sizes are allowed while editing; approval asks for
 * them (missingSettings).
 */
export const projectSettings = z.strictObject({
  /** A row of the stone-material catalogue; empty (null) while the settings are being filled. */
  materialId: idField.nullable(),
  thicknessMm: between(...R.thicknessMm, 'settings.thicknessRange'),
  kerfMm: between(...R.kerfMm, 'settings.kerfRange'),
  trimMm: between(...R.trimMm, 'settings.trimRange'),
  slabSizes: z.array(slabSize).max(PROJECT_LIMITS.slabSizesMax),
  plannerMode: z.enum(PLANNER_MODES),
  /** Processes of the catalogue, by id (issue 17: no longer free text). */
  processes: z
    .array(idField)
    .max(PROJECT_LIMITS.processesMax)
    .refine((ids) => new Set(ids).size === ids.length, 'process.unknown'),
  packingRules,
});
export type ProjectSettings = z.infer<typeof projectSettings>;

export const DEFAULT_PROJECT_SETTINGS: ProjectSettings = {
  materialId: null,
  thicknessMm: 20,
  kerfMm: 3,
  trimMm: 10,
  slabSizes: [],
  plannerMode: 'guillotine',
  processes: [],
  packingRules: { maxPiecesPerBox: 20, groupBy: 'plane' },
};

export const SETTINGS_FIELDS = ['material', 'thicknessMm', 'slabSizes'] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** What approval still needs from the settings; the same answer on server and web. */
export function missingSettings(settings: ProjectSettings): SettingsField[] {
  const missing: SettingsField[] = [];
  if (!settings.materialId) missing.push('material');
  if (!(settings.thicknessMm > 0)) missing.push('thicknessMm');
  if (settings.slabSizes.length === 0) missing.push('slabSizes');
  return missing;
}
