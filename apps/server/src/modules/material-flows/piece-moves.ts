// Picking, a pick's undo and loading move the picked plan slabs' pieces (issue 17,
// docs/adr/0017): pick → pendingCut, unpick → pendingPickup, load → cutting. Called inside the
// flow's own transaction, while the slabs' `slab_picks` rows exist.
import {
  isPieceState,
  nextPieceState,
  type PieceEvent,
} from '@stone/shared/production/piece-lifecycle';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { layoutFigures } from '../cutting/cut-length.ts';
import { applyPieceEvent } from '../projects/piece-lifecycle.service.ts';

type PickMove = Extract<PieceEvent, 'pick' | 'unpick' | 'load'>;
type PickedLayout = { slab_id: string; plane_id: string; run_id: string; layout_json: string };

const IDS_PER_STATEMENT = 500;

/** The plan slabs (layouts) the slabs are picked for, with the run each belongs to. */
const layoutsOfPicks = (org: OrgScope, slabIds: readonly string[]) =>
  org
    .selectFrom('slab_picks as k')
    .innerJoin('plan_layouts as l', (j) =>
      j.onRef('l.id', '=', 'k.layout_id').on(sameOrg('l', 'k')),
    )
    .select(['k.slab_id', 'k.plane_id', 'l.run_id', 'l.layout_json'])
    .where('k.slab_id', 'in', slabIds)
    .execute();

/**
 * Pieces that other picks of the plane still hold, on layouts of another run. Within one run a
 * piece lies on one layout, but after a re-plan a stale pick of the old run and a pick of the new
 * one can hold the same piece; undoing one of them must not send the piece back to pickup.
 */
async function piecesHeldElsewhere(org: OrgScope, returned: readonly PickedLayout[]) {
  const held = new Set<string>();
  const groups = new Map(returned.map((r) => [`${r.plane_id}|${r.run_id}`, r]));
  for (const { plane_id, run_id } of groups.values()) {
    const others = await org
      .selectFrom('slab_picks as k')
      .innerJoin('plan_layouts as l', (j) =>
        j.onRef('l.id', '=', 'k.layout_id').on(sameOrg('l', 'k')),
      )
      .select('l.layout_json')
      .where('k.plane_id', '=', plane_id)
      .where('l.run_id', '<>', run_id)
      .where(
        'k.slab_id',
        'not in',
        returned.map((r) => r.slab_id),
      )
      .execute();
    for (const o of others) for (const id of layoutFigures(o.layout_json).pieceIds) held.add(id);
  }
  return held;
}

/** Of `pieceIds`, the ones whose current state lets `event` move them. */
async function movablePieces(org: OrgScope, pieceIds: readonly string[], event: PickMove) {
  const movable: string[] = [];
  for (let i = 0; i < pieceIds.length; i += IDS_PER_STATEMENT) {
    const rows = await org
      .selectFrom('project_slabs')
      .select(['id', 'status'])
      .where('id', 'in', pieceIds.slice(i, i + IDS_PER_STATEMENT))
      .execute();
    for (const r of rows)
      if (isPieceState(r.status) && nextPieceState(r.status, event) !== null) movable.push(r.id);
  }
  return movable;
}

/**
 * Moves the pieces of the layouts the slabs are picked for by `event`. Only pieces whose state
 * allows the event move; the others are left as they are, and the flow is not refused: a piece
 * can legitimately be past the event already (a re-pick after a re-plan finds it pendingCut or
 * cutting through the old run's pick, a load finds it cut), and the slab's own move must not
 * fail for that. applyPieceEvent stays strict for everything else.
 */
export async function movePickedPieces(
  org: OrgScope,
  input: { slabIds: readonly string[]; event: PickMove },
) {
  if (input.slabIds.length === 0) return;
  const layouts = await layoutsOfPicks(org, input.slabIds);
  const held = input.event === 'unpick' ? await piecesHeldElsewhere(org, layouts) : new Set();
  const pieceIds = [
    ...new Set(layouts.flatMap((l) => layoutFigures(l.layout_json).pieceIds)),
  ].filter((id) => !held.has(id));
  const movable = await movablePieces(org, pieceIds, input.event);
  if (movable.length > 0) await applyPieceEvent(org, { pieceIds: movable, event: input.event });
}
