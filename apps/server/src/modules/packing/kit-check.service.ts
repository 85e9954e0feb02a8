// Kit check by scan (issue 18, domain.md step 8): a ready piece scanned is checked (awaitSet);
// when every piece of its group is checked the whole group becomes a complete set; "check
// group" marks a group short and lists what is missing. All scans of a call are checked before
// anything is written, so a refused call stores nothing.
import { ERROR_CODES, type MessageKey } from '@stone/shared';
import type { GroupPiece } from '@stone/shared/packing/packing';
import { PACKING_LIMITS } from '@stone/shared/packing/enums';
import { pieceIdOfScan } from '@stone/shared/production/piece-label';
import type { Actor } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { applyPieceEvent } from '../projects/piece-lifecycle.service.ts';
import { recordStageReports } from '../work-reports/stage-reports.ts';
import { groupKeyOf, kitGroupsOf, parseGroupKey } from './kit-groups.ts';
import * as repo from './packing.repository.ts';
import {
  CHECKED,
  COMPLETE,
  readinessReader,
  stateNames,
  stateOf,
  type Readiness,
} from './readiness.ts';

type Key = Extract<MessageKey, `packing.${string}`>;
export const refuse = (
  key: Key,
  params: Record<string, string | number>,
  code: number = ERROR_CODES.CONFLICT,
) => new AppError(code, key, null, params);

export async function requireProject(org: OrgScope, projectId: string) {
  const project = await repo.projectWithStone(org, projectId);
  if (!project) throw notFound();
  return project;
}

function refusalOf(code: string, r: Readiness) {
  if (r.kind === 'checked') return null;
  if (r.kind === 'ready') return null;
  return r.step
    ? refuse('packing.notReadyStep', { code, step: r.step, ...stateNames(r.state) })
    : refuse('packing.notReadyState', { code, ...stateNames(r.state) });
}

/** Resolves scans to pieces of this enterprise, refusing unknown labels and repeats. */
export async function piecesOfScans(org: OrgScope, scans: readonly string[]) {
  const ids = scans.map((scan) => {
    const id = pieceIdOfScan(scan);
    if (!id) throw refuse('packing.unknownScan', { scan }, ERROR_CODES.NOT_FOUND);
    return id;
  });
  const byId = new Map((await repo.piecesByIds(org, ids)).map((p) => [p.id, p]));
  const seen = new Set<string>();
  return ids.map((id, i) => {
    const piece = byId.get(id);
    if (!piece)
      throw refuse('packing.unknownScan', { scan: scans[i] ?? '' }, ERROR_CODES.NOT_FOUND);
    if (seen.has(id)) throw refuse('packing.duplicateScan', { code: piece.code });
    seen.add(id);
    return piece;
  });
}

/** Groups whose every piece is now checked become complete sets; returns their keys. */
async function completeGroups(org: OrgScope, pieces: readonly repo.PieceRow[]) {
  const done: string[] = [];
  const groups = new Map(pieces.map((p) => [groupKeyOf(p), p]));
  for (const [key, p] of groups) {
    const rows = await repo.groupStatuses(org, {
      projectId: p.project_id,
      boxNo: p.box_no === null ? null : Number(p.box_no),
      planeId: p.plane_id,
    });
    const waiting = rows.filter((r) => CHECKED.includes(stateOf(r.status)));
    const all = rows.every(
      (r) => CHECKED.includes(stateOf(r.status)) || COMPLETE.includes(stateOf(r.status)),
    );
    if (!all || waiting.length === 0) continue;
    await applyPieceEvent(org, { pieceIds: waiting.map((r) => r.id), event: 'setComplete' });
    done.push(key);
  }
  return done;
}

/** webMesPack/kitCheck, in the caller's transaction. */
export async function kitCheck(
  org: OrgScope,
  actor: Pick<Actor, 'userId'>,
  scans: readonly string[],
) {
  const pieces = await piecesOfScans(org, scans);
  const readiness = await readinessReader(org, pieces);
  for (const p of pieces) {
    const r = await readiness(p);
    if (r.kind === 'checked')
      throw refuse('packing.alreadyChecked', { code: p.code, ...stateNames(stateOf(p.status)) });
    const refusal = refusalOf(p.code, r);
    if (refusal) throw refusal;
  }
  const moved = await applyPieceEvent(org, {
    pieceIds: pieces.map((p) => p.id),
    event: 'awaitSet',
  });
  await recordStageReports(org, actor, { pieceIds: pieces.map((p) => p.id), stage: 'kitCheck' });
  const completedGroups = await completeGroups(org, pieces);
  return {
    result: {
      checked: pieces.map((p) => ({ pieceId: p.id, code: p.code, groupKey: groupKeyOf(p) })),
      completedGroups,
    },
    moved,
  };
}

/** The pieces of a group with their state and readiness (at most PACKING_LIMITS.listPiecesMax). */
export async function groupPieces(org: OrgScope, projectId: string, groupKey: string) {
  await requireProject(org, projectId);
  const group = (await kitGroupsOf(org, projectId)).find((g) => g.key === groupKey);
  if (!group) throw notFound('packing.badGroup');
  const ref = parseGroupKey(groupKey);
  const rows = await repo.groupPieceRows(
    org,
    { projectId, ...ref },
    PACKING_LIMITS.listPiecesMax + 1,
  );
  const listed = rows.slice(0, PACKING_LIMITS.listPiecesMax);
  const readiness = await readinessReader(org, listed);
  const pieces: GroupPiece[] = [];
  for (const r of listed) {
    const ready = await readiness(r);
    pieces.push({
      id: r.id,
      code: r.code,
      planeName: r.plane_name,
      widthMm: r.width_mm,
      heightMm: r.height_mm,
      thicknessMm: r.thickness_mm,
      status: stateOf(r.status),
      ready: ready.kind !== 'notReady',
      nextStep: ready.kind === 'notReady' ? ready.step : null,
      boxName: r.box_number === null ? null : `B-${r.box_number}`,
    });
  }
  return { group, pieces, truncated: rows.length > listed.length };
}

/**
 * webMesPack/checkGroup: a group whose every piece is checked is completed; otherwise its checked
 * pieces are marked short (incomplete set) and the missing ones listed with their state.
 */
export async function checkGroup(org: OrgScope, projectId: string, groupKey: string) {
  const { pieces } = await groupPieces(org, projectId, groupKey);
  const missing = pieces.filter((p) => !CHECKED.includes(p.status) && !COMPLETE.includes(p.status));
  const waiting = pieces.filter((p) => CHECKED.includes(p.status));
  let moved = { planeIds: [] as string[], projectIds: [] as string[] };
  if (missing.length === 0) {
    if (waiting.length)
      moved = await applyPieceEvent(org, {
        pieceIds: waiting.map((p) => p.id),
        event: 'setComplete',
      });
    return { data: { result: 'complete' as const, missing: [] }, moved };
  }
  if (waiting.length)
    moved = await applyPieceEvent(org, { pieceIds: waiting.map((p) => p.id), event: 'setShort' });
  return { data: { result: 'short' as const, missing }, moved };
}
