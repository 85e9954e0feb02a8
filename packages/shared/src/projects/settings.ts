import { z } from 'zod';
import { positiveInt32 } from '../integers.ts';
import { PACKING_GROUP_BY, PLANNER_MODES, PROJECT_LIMITS } from './enums.ts';
import { singleLineText } from '../text.ts';

const mm = (max: number) =>
  z.number().min(0, 'common.invalidValue').max(max, 'common.invalidValue');

export const slabSize = z.strictObject({
  lengthMm: z.number().positive('common.invalidValue').max(10_000, 'common.invalidValue'),
  widthMm: z.number().positive('common.invalidValue').max(10_000, 'common.invalidValue'),
  /** Slabs in stock of this size; absent means as many as needed. */
  count: positiveInt32().max(100_000).optional(),
});
export type SlabSize = z.infer<typeof slabSize>;

export const packingRules = z.strictObject({
  maxPiecesPerBox: positiveInt32('common.invalidValue').max(999, 'common.invalidValue'),
  maxBoxWeightKg: z.number().positive().max(100_000).optional(),
  groupBy: z.enum(PACKING_GROUP_BY),
});
export type PackingRules = z.infer<typeof packingRules>;

/**
 * Project settings (stored as projects.settings_json; the planner reads kerf, trim, slab sizes
 * and mode from here). Empty material or slab sizes are allowed while editing; approval asks for
 * them (missingSettings).
 */
export const projectSettings = z.strictObject({
  material: singleLineText().trim().max(64, 'common.tooLong'),
  thicknessMm: mm(500),
  kerfMm: mm(50),
  trimMm: mm(500),
  slabSizes: z.array(slabSize).max(PROJECT_LIMITS.slabSizesMax),
  plannerMode: z.enum(PLANNER_MODES),
  processes: z.array(singleLineText().trim().min(1).max(32)).max(PROJECT_LIMITS.processesMax),
  packingRules,
});
export type ProjectSettings = z.infer<typeof projectSettings>;

export const DEFAULT_PROJECT_SETTINGS: ProjectSettings = {
  material: '',
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
  if (!settings.material) missing.push('material');
  if (!(settings.thicknessMm > 0)) missing.push('thicknessMm');
  if (settings.slabSizes.length === 0) missing.push('slabSizes');
  return missing;
}
