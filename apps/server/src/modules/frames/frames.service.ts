// Managing iron frames (issue 18): batch create, edit, delete, labels, stages, return and the
// detail with its pieces and circulation record. Scans (bind, move, unbind) are frame-scans.ts.
import type { z } from 'zod';
import type {
  createFramesBody,
  frameListBody,
  setFrameStageBody,
  updateFrameBody,
} from '@stone/shared/frames/frames';
import { FRAME_ACTIONS, NEW_FRAME_STATUS, type FrameAction } from '@stone/shared/frames/enums';
import { frameNumber, frameScanCode } from '@stone/shared/frames/frame-label';
import { isPieceState } from '@stone/shared/production/piece-lifecycle';
import { FLOW_MODES } from '@stone/shared/processes/enums';
import type { Actor, AppDeps } from '../../context.ts';
import { actorScope, type OrgScope } from '../../db/org-scope.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { lockOrgRow } from '../../lib/org-lock.ts';
import * as repo from './frames.repository.ts';
import { refuse, stageColumns, statusOf, toFrameItem, writeRecord } from './frame-items.ts';

type FrameDeps = Pick<AppDeps, 'db' | 'dialect'>;

export const listFrames = (org: OrgScope, q: z.output<typeof frameListBody>) =>
  repo.listFrames(org, q, toFrameItem);

async function frameOrMissing(org: OrgScope, id: string) {
  const row = await repo.findFrame(org, id);
  if (!row) throw notFound();
  return row;
}

/**
 * `count` frames numbered after the highest so far, in the caller's transaction. Batches of one
 * enterprise take turns (lockOrgRow); the unique numbers back that up.
 */
export async function createFrames(
  actor: Actor,
  deps: FrameDeps,
  input: Omit<z.output<typeof createFramesBody>, 'requestId'>,
) {
  const org = actorScope(actor, deps.db);
  await lockOrgRow(deps.db, deps.dialect, actor.orgId);
  const first = (await repo.highestSeq(org)) + 1;
  const now = nowIso();
  const rows = Array.from({ length: input.count }, (_, i) => ({
    id: newId(),
    seq: first + i,
    number: frameNumber(first + i),
    class_no: input.classNo,
    location: input.location,
    project_id: null,
    plane_id: null,
    ...stageColumns(NEW_FRAME_STATUS),
    returnable: input.returnable ? 1 : 0,
    returned: 0,
    used: 0,
    operator_id: actor.userId,
    piece_count: 0,
    created_at: now,
    updated_at: now,
    version: 1,
  }));
  await repo.insertFrames(org, rows);
  return { ids: rows.map((r) => r.id), numbers: rows.map((r) => r.number) };
}

export async function updateFrame(
  actor: Actor,
  deps: FrameDeps,
  input: z.output<typeof updateFrameBody>,
) {
  await frameOrMissing(actorScope(actor, deps.db), input.id);
  await updateAtVersion(
    deps.db,
    'iron_frames',
    { orgId: actor.orgId, ...input },
    {
      class_no: input.classNo,
      returnable: input.returnable ? 1 : 0,
      location: input.location,
      operator_id: actor.userId,
    },
  );
}

/** Only a frame never bound, moved or returned: a used one has a circulation record to keep. */
export async function deleteFrame(
  actor: Actor,
  deps: FrameDeps,
  at: { id: string; version: number },
) {
  const row = await frameOrMissing(actorScope(actor, deps.db), at.id);
  if (row.used === 1) throw refuse('frame.used', { number: row.number });
  await deleteAtVersion(deps.db, 'iron_frames', { orgId: actor.orgId, ...at });
}

export async function frameLabels(org: OrgScope, ids: readonly string[]) {
  const rows = await repo.labelsOf(org, ids);
  return {
    labels: rows.map((r) => ({
      number: r.number,
      classNo: r.class_no,
      scanCode: frameScanCode(r.number),
    })),
  };
}

/** A lead sets one stage by hand (a move sets them from the destination process). */
export async function setFrameStage(
  org: OrgScope,
  actor: Actor,
  input: z.output<typeof setFrameStageBody>,
) {
  const row = await frameOrMissing(org, input.id);
  if (row.returned === 1) throw refuse('frame.isReturned', { number: row.number });
  const status = { ...statusOf(row), [input.stage]: input.state };
  const at = nowIso();
  await updateAtVersion(
    org.db,
    'iron_frames',
    { orgId: org.orgId, id: row.id, version: input.version },
    {
      ...stageColumns(status),
      operator_id: actor.userId,
      used: 1,
    },
  );
  await writeRecord(org, {
    frameId: row.id,
    action: 'stage',
    fromLocation: row.location,
    toLocation: row.location,
    stage: input.stage,
    stageState: input.state,
    memberId: actor.userId,
    at,
  });
}

/** Out of circulation, only when empty; refused naming the frame and what it still holds. */
export async function returnFrame(
  org: OrgScope,
  actor: Actor,
  at: { id: string; version: number },
) {
  const row = await frameOrMissing(org, at.id);
  if (row.returned === 1) throw conflict();
  if (Number(row.piece_count) > 0)
    throw refuse('frame.notEmpty', { number: row.number, count: Number(row.piece_count) });
  if (row.returnable !== 1) throw refuse('frame.notReturnable', { number: row.number });
  await setReturned(org, actor, { row, version: at.version, returned: true });
}

export async function restoreFrame(
  org: OrgScope,
  actor: Actor,
  at: { id: string; version: number },
) {
  const row = await frameOrMissing(org, at.id);
  if (row.returned !== 1) throw refuse('frame.notReturned', { number: row.number });
  await setReturned(org, actor, { row, version: at.version, returned: false });
}

async function setReturned(
  org: OrgScope,
  actor: Actor,
  input: { row: repo.FrameRow; version: number; returned: boolean },
) {
  const now = nowIso();
  // Conditional on the count too: a bind that slipped in since the read keeps the frame in use.
  const result = await org
    .updateTable('iron_frames')
    .set({
      returned: input.returned ? 1 : 0,
      used: 1,
      operator_id: actor.userId,
      updated_at: now,
      version: input.version + 1,
    })
    .where('id', '=', input.row.id)
    .where('version', '=', input.version)
    .where('piece_count', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict();
  await writeRecord(org, {
    frameId: input.row.id,
    action: input.returned ? 'return' : 'restore',
    fromLocation: input.row.location,
    toLocation: input.row.location,
    memberId: actor.userId,
    at: now,
  });
}

export async function frameDetail(org: OrgScope, id: string) {
  const row = await frameOrMissing(org, id);
  const [pieces, records] = await Promise.all([
    repo.piecesOnFrame(org, id),
    repo.recordsOfFrame(org, id),
  ]);
  return {
    frame: toFrameItem(row),
    pieces: pieces.map((p) => ({
      pieceId: p.piece_id,
      code: p.code,
      planeName: p.plane_name,
      widthMm: p.width_mm,
      heightMm: p.height_mm,
      status: isPieceState(p.status) ? p.status : 'cut',
      boundAt: p.bound_at,
    })),
    records: records.map((r) => ({
      id: r.id,
      action: (FRAME_ACTIONS as readonly string[]).includes(r.action)
        ? (r.action as FrameAction)
        : 'move',
      pieceCount: Number(r.piece_count),
      pieceCodes: JSON.parse(r.piece_codes) as string[],
      fromLocation: r.from_location,
      toLocation: r.to_location,
      processName: r.process_name,
      mode: (FLOW_MODES as readonly string[]).includes(r.mode ?? '')
        ? (r.mode as (typeof FLOW_MODES)[number])
        : null,
      stage: r.stage as never,
      stageState: r.stage_state as never,
      memberName: r.member_name ?? '',
      at: r.at,
    })),
  };
}
