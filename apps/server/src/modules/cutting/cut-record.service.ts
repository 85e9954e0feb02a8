// The cutting record a confirmed cut writes (issue 17), called by material flows' confirmCut in
// its own transaction: the record, its day totals, and the layout's pieces moved to "cut".
import { factoryDay } from '@stone/shared/cutting/days';
import { ratioToBp } from '@stone/shared/units';
import { newId } from '../../lib/crypto.ts';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { applyPieceEvent } from '../projects/piece-lifecycle.service.ts';
import { layoutFigures } from './cut-length.ts';
import { addToDay } from './cutting-days.repository.ts';

export type CutSlab = {
  id: string;
  barcode: string;
  block_no: string;
  bundle_no: string;
  slab_no: string;
  material_id: string | null;
  is_remnant: number;
  length_mm: number;
  width_mm: number;
};

export type CutInput = {
  userId: string;
  slab: CutSlab;
  now: string;
  deviceId: string | null;
  deviceTable: string | null;
  /** What the cut returned to stock: consumption is the slab less these. */
  remnantAreaMm2: number;
};

/** The slab's plan slab, with what it was planned for. */
const planOf = (org: OrgScope, slabId: string) =>
  org
    .selectFrom('slab_picks as k')
    .innerJoin('plan_layouts as l', (j) =>
      j.onRef('l.id', '=', 'k.layout_id').on(sameOrg('l', 'k')),
    )
    .select([
      'k.project_id',
      'k.plane_id',
      'k.layout_id',
      'l.seq',
      'l.slab_length_mm',
      'l.slab_width_mm',
      'l.piece_area_mm2',
      'l.layout_json',
    ])
    .where('k.slab_id', '=', slabId)
    .executeTakeFirst();

export async function recordCut(org: OrgScope, input: CutInput) {
  const { slab, now } = input;
  const plan = await planOf(org, slab.id);
  const figures = layoutFigures(plan?.layout_json ?? '{}');
  const slabArea = slab.length_mm * slab.width_mm;
  const pieceArea = Number(plan?.piece_area_mm2 ?? 0);
  const consumption = Math.max(0, slabArea - input.remnantAreaMm2);
  const row = {
    id: newId(),
    slab_id: slab.id,
    barcode: slab.barcode,
    block_no: slab.block_no,
    bundle_no: slab.bundle_no,
    slab_no: slab.slab_no,
    material_id: slab.material_id,
    is_remnant: slab.is_remnant,
    project_id: plan?.project_id ?? null,
    plane_id: plan?.plane_id ?? null,
    layout_id: plan?.layout_id ?? null,
    plan_seq: plan?.seq ?? 0,
    plan_length_mm: Number(plan?.slab_length_mm ?? 0),
    plan_width_mm: Number(plan?.slab_width_mm ?? 0),
    device_id: input.deviceId,
    device_table: input.deviceTable,
    user_id: input.userId,
    cut_at: now,
    cut_length_mm: figures.cutLengthMm,
    piece_count: figures.pieceIds.length,
    piece_area_mm2: pieceArea,
    rect_area_mm2: figures.rectAreaMm2,
    slab_area_mm2: slabArea,
    remnant_area_mm2: input.remnantAreaMm2,
    yield_bp: ratioToBp(pieceArea, slabArea),
    rect_yield_bp: ratioToBp(figures.rectAreaMm2, slabArea),
    status: 'done' as const,
  };
  await org.insertInto('cutting_records').values(row).execute();
  await addToDay(org, {
    day: factoryDay(now),
    deviceId: input.deviceId,
    userId: input.userId,
    projectId: row.project_id,
    materialId: row.material_id,
    sums: {
      slabs: 1,
      cutLengthMm: row.cut_length_mm,
      pieceAreaMm2: pieceArea,
      slabAreaMm2: slabArea,
      consumptionMm2: consumption,
    },
  });
  if (figures.pieceIds.length > 0)
    await applyPieceEvent(org, { pieceIds: figures.pieceIds, event: 'cut' });
  return row;
}
