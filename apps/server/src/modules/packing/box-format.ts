// How a wooden box leaves the server (issue 18): names, sizes, exact area and weight text.
import { boxName, boxScanCode } from '@stone/shared/packing/box-label';
import { outerSizeOf } from '@stone/shared/packing/enums';
import type { BoxItem, BoxPiece } from '@stone/shared/packing/packing';
import { mm2ToM2 } from '@stone/shared/units';
import { parseSettings } from '../projects/projects.repository.ts';
import type { BoxPieceRow, BoxRow } from './boxes.repository.ts';

/** Natural stone when the project's material has no density in the catalogue (kg/m³). */
export const FALLBACK_DENSITY_KG_M3 = 2_700;

/**
 * A piece's weight in whole grams: mm² × mm is mm³, and 1 m³ = 10⁹ mm³, so kg/m³ × mm³ / 10⁶
 * is grams. Rounded once per piece; a box's weight is the exact sum of its pieces'.
 */
export const pieceGrams = (areaMm2: number, thicknessMm: number, densityKgM3: number) =>
  Math.round((areaMm2 * thicknessMm * densityKgM3) / 1_000_000);

/** Grams as kg with three decimals: 12960 → "12.960". */
export const gramsToKg = (grams: number | string): string => {
  const g = Math.max(0, Math.round(Number(grams)));
  return `${Math.floor(g / 1000)}.${String(g % 1000).padStart(3, '0')}`;
};

/** Kg for a message, with thousands separators: 1012345 g → "1,012.345". */
export const kgForMessage = (grams: number) =>
  (grams / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 });

export const rulesOf = (settingsJson: string) => {
  const rules = parseSettings(settingsJson).packingRules;
  return { maxPieces: rules.maxPiecesPerBox, maxWeightKg: rules.maxBoxWeightKg ?? null };
};

export function toBoxItem(r: BoxRow): BoxItem {
  const outer = outerSizeOf(r.box_type, { l: r.length_mm, w: r.width_mm, h: r.height_mm });
  const rules = rulesOf(r.settings_json);
  return {
    id: r.id,
    number: r.number,
    name: boxName(r.number),
    scanCode: boxScanCode(r.id),
    boxType: r.box_type,
    lengthMm: r.length_mm,
    widthMm: r.width_mm,
    heightMm: r.height_mm,
    outerLengthMm: outer.l,
    outerWidthMm: outer.w,
    outerHeightMm: outer.h,
    status: r.status,
    pieceCount: r.piece_count,
    areaM2: mm2ToM2(r.area_mm2),
    weightKg: gramsToKg(r.weight_g),
    plannedBoxNo: r.planned_box_no,
    projectId: r.project_id,
    projectName: r.project_name,
    orderNo: r.order_no,
    maxPieces: rules.maxPieces,
    maxWeightKg: rules.maxWeightKg,
    createdAt: r.created_at,
    sealedAt: r.sealed_at,
  };
}

export const toBoxPiece = (r: BoxPieceRow): BoxPiece => ({
  id: r.id,
  code: r.code,
  planeName: r.plane_name,
  widthMm: r.width_mm,
  heightMm: r.height_mm,
  thicknessMm: r.thickness_mm,
  areaM2: mm2ToM2(r.area_mm2),
  packedAt: r.packed_at,
  packedBy: r.nickname ?? '',
});
