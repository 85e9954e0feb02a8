// Packing by scan (issue 18): a box label, then pieces. Every piece must be kit-checked and in
// no box; the box must be open and stay within the project's packing rules (pieces per box, and
// weight from area × thickness × the stone's density). All or none; a piece lands in one box
// even when two packers scan it at once (box_pieces' key), and the loser is told which box.
import { ERROR_CODES } from '@stone/shared';
import { boxIdOfScan, boxName } from '@stone/shared/packing/box-label';
import type { Actor } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { releasePiecesFromFrames } from '../frames/frame-release.ts';
import { applyPieceEvent } from '../projects/piece-lifecycle.service.ts';
import { recordStageReports } from '../work-reports/stage-reports.ts';
import {
  FALLBACK_DENSITY_KG_M3,
  kgForMessage,
  pieceGrams,
  rulesOf,
  toBoxItem,
} from './box-format.ts';
import { requireBox } from './boxes.service.ts';
import { piecesOfScans, refuse, requireProject } from './kit-check.service.ts';
import * as boxes from './boxes.repository.ts';
import * as repo from './packing.repository.ts';
import { stateNames, stateOf } from './readiness.ts';
import type { PieceState } from '@stone/shared/production/piece-lifecycle';

/** States a piece may be packed from: kit-checked complete, or queued for packing. */
const PACKABLE: readonly PieceState[] = ['completeSet', 'pendingPacking', 'packing'];

async function boxOfScan(org: OrgScope, scan: string) {
  const id = boxIdOfScan(scan);
  const box = id ? await boxes.findBox(org, id) : undefined;
  if (!box) throw refuse('packing.unknownBox', { scan }, ERROR_CODES.NOT_FOUND);
  return box;
}

/** webMesPack/packPieces, in the caller's transaction. */
export async function packPieces(
  org: OrgScope,
  actor: Actor,
  input: { boxScan: string; scans: readonly string[] },
) {
  const box = await boxOfScan(org, input.boxScan);
  const name = boxName(box.number);
  if (box.status === 'packed' || box.status === 'shipped')
    throw refuse('packing.boxSealed', { box: name });
  const pieces = await piecesOfScans(org, input.scans);
  const inBoxes = new Map(
    (
      await boxes.boxesOfPieces(
        org,
        pieces.map((p) => p.id),
      )
    ).map((r) => [r.piece_id, r]),
  );
  for (const p of pieces) {
    if (p.project_id !== box.project_id)
      throw refuse('packing.otherProject', { code: p.code, project: p.project_name, box: name });
    const held = inBoxes.get(p.id);
    if (held) throw refuse('packing.inBox', { code: p.code, box: boxName(held.number) });
    const state = stateOf(p.status);
    if (!PACKABLE.includes(state))
      throw refuse('packing.notKitChecked', { code: p.code, ...stateNames(state) });
  }
  const project = await requireProject(org, box.project_id);
  const density = project.density_kg_m3 ?? FALLBACK_DENSITY_KG_M3;
  const rows = pieces.map((p) => ({
    piece_id: p.id,
    box_id: box.id,
    project_id: box.project_id,
    area_mm2: Number(p.area_mm2),
    weight_g: pieceGrams(Number(p.area_mm2), p.thickness_mm, density),
    packed_by: actor.userId,
    packed_at: nowIso(),
  }));
  const grams = rows.reduce((s, r) => s + r.weight_g, 0);
  const { maxPieces, maxWeightKg } = rulesOf(project.settings_json);
  const maxGrams = maxWeightKg === null ? null : maxWeightKg * 1000;
  await boxes.insertBoxPieces(org, rows, {
    at: rows[0]?.packed_at ?? nowIso(),
    actorId: actor.userId,
  });
  const moved = await applyPieceEvent(org, {
    pieceIds: rows.map((r) => r.piece_id),
    event: 'pack',
  });
  await recordStageReports(org, actor, { pieceIds: rows.map((r) => r.piece_id), stage: 'packing' });
  // Packed pieces leave their iron frames (their circulation records say so).
  await releasePiecesFromFrames(
    org,
    rows.map((r) => r.piece_id),
    actor,
  );
  // The box's counters last: its row lock is then held only for the commit, so the packers of
  // one box wait for each other as little as they can (a refusal still rolls all back).
  const added = await boxes.addToBox(
    org,
    { id: box.id, pieces: rows.length, areaMm2: rows.reduce((s, r) => s + r.area_mm2, 0), grams },
    { maxPieces, maxGrams },
  );
  if (!added) {
    // Read again: a packer of the same box (or a seal) may have got in first.
    const now = await requireBox(org, box.id);
    if (now.status === 'packed' || now.status === 'shipped')
      throw refuse('packing.boxSealed', { box: name });
    if (now.piece_count + rows.length > maxPieces)
      throw refuse('packing.boxFull', {
        box: name,
        count: now.piece_count,
        max: maxPieces,
        adding: rows.length,
      });
    throw refuse('packing.boxTooHeavy', {
      box: name,
      weight: kgForMessage(Number(now.weight_g) + grams),
      max: kgForMessage(maxGrams ?? 0),
    });
  }
  return {
    result: {
      box: toBoxItem({ ...box, ...added }),
      packed: pieces.map((p) => ({ pieceId: p.id, code: p.code })),
    },
    moved,
  };
}

/**
 * After a lost race on box_pieces' key (two packers, one piece, two boxes): the piece is in the
 * winner's box, which the loser is told. Null when none of the pieces is packed after all.
 */
export async function raceLoserRefusal(org: OrgScope, scans: readonly string[]) {
  const pieces = await piecesOfScans(org, scans).catch(() => []);
  const held = await boxes.boxesOfPieces(
    org,
    pieces.map((p) => p.id),
  );
  const first = held[0];
  const piece = pieces.find((p) => p.id === first?.piece_id);
  return first && piece
    ? refuse('packing.inBox', { code: piece.code, box: boxName(first.number) })
    : null;
}

/** webMesPack/sealBox: a box with pieces is closed (packed); sealing twice changes nothing. */
export async function sealBox(org: OrgScope, id: string) {
  const box = await requireBox(org, id);
  if (box.status === 'empty') throw refuse('packing.boxEmpty', { box: boxName(box.number) });
  if (box.status === 'packing') await boxes.sealBoxRow(org, id, nowIso());
  return toBoxItem(await requireBox(org, id));
}

/** webMesPack/unpackPiece: a lead takes a piece out of its box, with a reason; the box reopens. */
export async function unpackPiece(
  org: OrgScope,
  actor: Pick<Actor, 'userId'>,
  input: { boxId: string; pieceId: string; reason: string },
) {
  const box = await requireBox(org, input.boxId);
  const [piece] = await repo.piecesByIds(org, [input.pieceId]);
  if (!piece) throw notFound();
  const [held] = await boxes.boxesOfPieces(org, [input.pieceId]);
  if (!held || held.box_id !== box.id)
    throw refuse('packing.notInBox', { code: piece.code, box: boxName(box.number) });
  const removed = await boxes.removeBoxPiece(
    org,
    {
      boxId: box.id,
      pieceId: piece.id,
      areaMm2: Number(held.area_mm2),
      grams: Number(held.weight_g),
    },
    { id: newId(), at: nowIso(), actorId: actor.userId, reason: input.reason },
  );
  if (!removed) throw refuse('packing.notInBox', { code: piece.code, box: boxName(box.number) });
  return applyPieceEvent(org, { pieceIds: [piece.id], event: 'unpack' });
}
