// Scans at the frames (issue 18): bind pieces (their labels, then the frame's), move a frame
// (its label, then a process QR or a workshop) and a lead's unbind. Every scan of a call is
// checked before anything is written, so a refused call stores nothing; the unique key on a
// piece and the conditional frame update decide races.
import { frameNumberOfScan } from '@stone/shared/frames/frame-label';
import { frameStageOfProcess, statusAtStage } from '@stone/shared/frames/enums';
import { PIECE_STATE_NAMES, isPieceState } from '@stone/shared/production/piece-lifecycle';
import { pieceIdOfScan } from '@stone/shared/production/piece-label';
import { codeOfProcessQr, type FlowMode } from '@stone/shared/processes/enums';
import type { Actor } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { findProcessByCode } from '../processes/processes.repository.ts';
import { applyPieceEvent } from '../projects/piece-lifecycle.service.ts';
import * as repo from './frames.repository.ts';
import { refuse, stageColumns, statusOf, toFrameItem, writeRecord } from './frame-items.ts';

/** States a piece is bound from: cut, or cut and waiting for a frame. */
const BINDABLE = new Set(['cut', 'pendingBinding']);

async function frameOfScan(org: OrgScope, scan: string) {
  const number = frameNumberOfScan(scan);
  const row = number ? await repo.findFrameByNumber(org, number) : undefined;
  if (!row) throw refuse('frame.unknownFrame', { scan });
  if (row.returned === 1) throw refuse('frame.isReturned', { number: row.number });
  return row;
}

/** Checks every piece scan; the first refusal ends the call. */
async function piecesToBind(org: OrgScope, frame: repo.FrameRow, scans: readonly string[]) {
  const ids = scans.map((scan) => {
    const id = pieceIdOfScan(scan);
    if (!id) throw refuse('frame.unknownPiece', { scan });
    return id;
  });
  const found = new Map((await repo.piecesForBinding(org, ids)).map((p) => [p.id, p]));
  const onFrames = new Map((await repo.framesOfPieces(org, ids)).map((p) => [p.piece_id, p]));
  const seen = new Set<string>();
  const pieces = ids.map((id, i) => {
    const piece = found.get(id);
    if (!piece) throw refuse('frame.unknownPiece', { scan: scans[i] ?? '' });
    if (seen.has(id)) throw refuse('frame.duplicatePiece', { code: piece.code });
    seen.add(id);
    const on = onFrames.get(id);
    if (on) throw refuse('frame.pieceOnFrame', { code: piece.code, number: on.number });
    if (!BINDABLE.has(piece.status)) {
      const names = isPieceState(piece.status)
        ? PIECE_STATE_NAMES[piece.status]
        : { en: piece.status, zh: piece.status };
      throw refuse('frame.pieceNotReady', {
        code: piece.code,
        stateEn: names.en,
        stateZh: names.zh,
      });
    }
    return piece;
  });
  const first = pieces[0]!;
  const mixed = pieces.find((p) => p.project_id !== first.project_id);
  if (mixed) throw refuse('frame.mixedProjects', { code: first.code, other: mixed.code });
  if (frame.project_id && frame.project_id !== first.project_id)
    throw refuse('frame.otherProject', {
      code: first.code,
      project: first.project_name,
      number: frame.number,
      frameProject: frame.project_name ?? '',
    });
  return pieces;
}

export type ScanInput = { actor: Actor; memberName: string; now: string };

/** Binds the scanned pieces to the scanned frame, all or none (the caller's transaction). */
export async function bindPieces(
  org: OrgScope,
  input: ScanInput & { frameScan: string; pieceScans: readonly string[] },
) {
  const frame = await frameOfScan(org, input.frameScan);
  const pieces = await piecesToBind(org, frame, input.pieceScans);
  const first = pieces[0]!;
  const ids = pieces.map((p) => p.id);
  const changed = await repo.changePieceCount(org, frame.id, {
    by: pieces.length,
    projectId: first.project_id,
    planeId: first.plane_id,
    userId: input.actor.userId,
    at: input.now,
  });
  if (!changed) {
    // Returned, or another project's pieces went on it since the check: say which.
    const now = await repo.findFrame(org, frame.id);
    if (!now || now.returned === 1) throw refuse('frame.isReturned', { number: frame.number });
    throw refuse('frame.otherProject', {
      code: first.code,
      project: first.project_name,
      number: frame.number,
      frameProject: now.project_name ?? '',
    });
  }
  const inserted = await repo.insertFramePieces(org, frame.id, ids, {
    userId: input.actor.userId,
    at: input.now,
  });
  if (inserted !== ids.length) {
    // A scanner on another frame won a piece between our check and insert: name its frame.
    const taken = (await repo.framesOfPieces(org, ids)).find((p) => p.frame_id !== frame.id);
    if (taken) throw refuse('frame.pieceOnFrame', { code: taken.code, number: taken.number });
    throw refuse('frame.pieceTaken');
  }
  const moved = await applyPieceEvent(org, { pieceIds: ids, event: 'bind' });
  await writeRecord(org, {
    frameId: frame.id,
    action: 'bind',
    pieceCodes: pieces.map((p) => p.code),
    fromLocation: frame.location,
    toLocation: frame.location,
    memberId: input.actor.userId,
    at: input.now,
  });
  const after = await repo.findFrame(org, frame.id);
  return {
    data: {
      frame: toFrameItem(after!),
      pieces: pieces.map((p) => ({ pieceId: p.id, code: p.code })),
    },
    progress: { projectId: first.project_id, planeIds: moved.planeIds },
  };
}

type Destination = {
  location: string;
  process: { id: string; name: string } | null;
  stage: ReturnType<typeof frameStageOfProcess> | null;
  mode: FlowMode;
};

async function destinationOf(
  org: OrgScope,
  input: {
    processQr?: string | undefined;
    workshopId?: string | undefined;
    mode?: FlowMode | undefined;
  },
): Promise<Destination> {
  if (input.processQr) {
    const code = codeOfProcessQr(input.processQr.trim());
    const process = code ? await findProcessByCode(org, code) : undefined;
    if (!process) throw refuse('frame.unknownProcess', { scan: input.processQr });
    return {
      location: process.name,
      process: { id: process.id, name: process.name },
      stage: frameStageOfProcess({ stage: process.stage, bonding: process.bonding === 1 }),
      // The process says how frames reach it; a workshop move is what the caller says.
      mode: process.flow_mode === 'forklift' ? 'forklift' : 'manual',
    };
  }
  const workshop = await org
    .selectFrom('workshops')
    .select(['id', 'name', 'code'])
    .where('id', '=', input.workshopId ?? '')
    .executeTakeFirst();
  if (!workshop) throw refuse('frame.workshopGone');
  return {
    location: workshop.name || workshop.code,
    process: null,
    stage: null,
    mode: input.mode ?? 'manual',
  };
}

/** Moves the scanned frame to a process (its stage goes in progress) or a workshop. */
export async function moveFrame(
  org: OrgScope,
  input: ScanInput & {
    frameScan: string;
    processQr?: string | undefined;
    workshopId?: string | undefined;
    mode?: FlowMode | undefined;
  },
) {
  const frame = await frameOfScan(org, input.frameScan);
  const to = await destinationOf(org, input);
  const status = to.stage ? statusAtStage(statusOf(frame), to.stage) : statusOf(frame);
  const result = await org
    .updateTable('iron_frames')
    .set((eb) => ({
      location: to.location,
      ...stageColumns(status),
      used: 1,
      operator_id: input.actor.userId,
      updated_at: input.now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', frame.id)
    .where('returned', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw refuse('frame.isReturned', { number: frame.number });
  const record = await writeRecord(org, {
    frameId: frame.id,
    action: 'move',
    pieceCodes: [],
    fromLocation: frame.location,
    toLocation: to.location,
    process: to.process,
    mode: to.mode,
    stage: to.stage,
    stageState: to.stage ? status[to.stage] : null,
    memberId: input.actor.userId,
    memberName: input.memberName,
    at: input.now,
  });
  const after = await repo.findFrame(org, frame.id);
  const planeIds = after?.plane_id ? [after.plane_id] : [];
  return {
    data: { frame: toFrameItem(after!), record },
    progress: after?.project_id ? { projectId: after.project_id, planeIds } : null,
  };
}

/** A lead takes one piece back off its frame (a binding scanned by mistake): piece → cut. */
export async function unbindPiece(
  org: OrgScope,
  input: ScanInput & { frameId: string; pieceId: string },
) {
  const frame = await repo.findFrame(org, input.frameId);
  // An id is not what anyone typed: answer like a missing row, without echoing it.
  if (!frame) throw notFound();
  const [on] = await repo.framesOfPieces(org, [input.pieceId]);
  if (!on || on.frame_id !== frame.id) {
    const piece = await repo.piecesForBinding(org, [input.pieceId]);
    throw refuse('frame.notOnFrame', {
      code: piece[0]?.code ?? input.pieceId,
      number: frame.number,
    });
  }
  if ((await repo.deleteFramePieces(org, [input.pieceId])) !== 1) throw conflict();
  const [piece] = await repo.piecesForBinding(org, [input.pieceId]);
  const moved = await applyPieceEvent(org, { pieceIds: [input.pieceId], event: 'unbind' });
  await repo.changePieceCount(org, frame.id, {
    by: -1,
    projectId: piece?.project_id ?? '',
    planeId: piece?.plane_id ?? '',
    userId: input.actor.userId,
    at: input.now,
  });
  await writeRecord(org, {
    frameId: frame.id,
    action: 'unbind',
    pieceCodes: [on.code],
    fromLocation: frame.location,
    toLocation: frame.location,
    memberId: input.actor.userId,
    at: input.now,
  });
  return piece ? { projectId: piece.project_id, planeIds: moved.planeIds } : null;
}
