import { z } from 'zod';
import { listRequestShape, listResponse } from '../common.ts';
import { idField, requestIdField, versionField } from '../crud.ts';
import { int32 } from '../integers.ts';
import { FLOW_MODES } from '../processes/enums.ts';
import { PIECE_LIFECYCLE } from '../production/piece-lifecycle.ts';
import { singleLineText } from '../text.ts';
import {
  FRAME_ACTIONS,
  FRAME_CIRCULATION,
  FRAME_LIMITS,
  FRAME_STAGE_STATES,
  FRAME_STAGES,
} from './enums.ts';

/**
 * Iron frames (issue 18, product-spec §3 "iron frame management"): numbered frames that carry
 * cut pieces between workshops. Pieces are bound by scanning their labels and the frame's
 * (`FR-<number>`); a frame is moved by scanning it and its destination; every bind, unbind,
 * move, stage change, return and release lands in its circulation record.
 */
const scanText = singleLineText().trim().min(1, 'frame.scanRequired').max(FRAME_LIMITS.scanMax);
const classNo = singleLineText().trim().max(FRAME_LIMITS.classNoMax, 'common.tooLong');
const location = singleLineText().trim().max(FRAME_LIMITS.locationMax, 'common.tooLong');

export const frameStatusSchema = z.object({
  cutting: z.enum(FRAME_STAGE_STATES),
  reinforcement: z.enum(FRAME_STAGE_STATES),
  secondary: z.enum(FRAME_STAGE_STATES),
  boxing: z.enum(FRAME_STAGE_STATES),
});

export const frameListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(['number', 'updatedAt']).optional(),
  /** Number, class number or location containing this text. */
  keyword: singleLineText().trim().max(FRAME_LIMITS.keywordMax).optional(),
  stage: z.enum(FRAME_STAGES).optional(),
  stageState: z.enum(FRAME_STAGE_STATES).optional(),
  projectId: idField.optional(),
  circulation: z.enum(FRAME_CIRCULATION).optional(),
});

export const frameItem = z.object({
  id: z.string(),
  number: z.string(),
  classNo: z.string(),
  /** What the label's barcode carries. */
  scanCode: z.string(),
  location: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string(),
  planeId: z.string().nullable(),
  planeName: z.string(),
  status: frameStatusSchema,
  returnable: z.boolean(),
  returned: z.boolean(),
  operatorName: z.string(),
  pieceCount: int32(),
  /** Never bound, moved or returned: only such a frame may be deleted. */
  used: z.boolean(),
  updatedAt: z.string(),
  version: int32(),
});
export type FrameItem = z.infer<typeof frameItem>;
export const frameListData = listResponse(frameItem);

export const createFramesBody = z.strictObject({
  count: int32('frame.countRange')
    .min(1, 'frame.countRange')
    .max(FRAME_LIMITS.batchMax, 'frame.countRange'),
  classNo,
  returnable: z.boolean(),
  location,
  requestId: requestIdField,
});
export const createFramesData = z.object({
  ids: z.array(z.string()),
  numbers: z.array(z.string()),
});

export const updateFrameBody = z.strictObject({
  id: idField,
  classNo,
  returnable: z.boolean(),
  location,
  version: versionField,
});
export const frameAtVersionBody = z.strictObject({ id: idField, version: versionField });

export const frameLabelsBody = z.strictObject({
  ids: z.array(idField).min(1, 'frame.pickFrames').max(FRAME_LIMITS.batchMax),
});
export const frameLabel = z.object({
  number: z.string(),
  classNo: z.string(),
  scanCode: z.string(),
});
export const frameLabelsData = z.object({ labels: z.array(frameLabel) });

export const framePiece = z.object({
  pieceId: z.string(),
  code: z.string(),
  planeName: z.string(),
  widthMm: int32(),
  heightMm: int32(),
  status: z.enum(PIECE_LIFECYCLE),
  boundAt: z.string(),
});
export const frameRecord = z.object({
  id: z.string(),
  action: z.enum(FRAME_ACTIONS),
  pieceCount: int32(),
  pieceCodes: z.array(z.string()),
  fromLocation: z.string(),
  toLocation: z.string(),
  processName: z.string(),
  mode: z.enum(FLOW_MODES).nullable(),
  stage: z.enum(FRAME_STAGES).nullable(),
  stageState: z.enum(FRAME_STAGE_STATES).nullable(),
  memberName: z.string(),
  at: z.string(),
});
export type FrameRecord = z.infer<typeof frameRecord>;
export const frameDetailBody = z.strictObject({ id: idField });
export const frameDetailData = z.object({
  frame: frameItem,
  pieces: z.array(framePiece),
  records: z.array(frameRecord),
});

/** Scan: pieces first, then the frame; all of them or none. */
export const bindPiecesBody = z.strictObject({
  frameScan: scanText,
  pieceScans: z
    .array(scanText)
    .min(1, 'frame.scanPieces')
    .max(FRAME_LIMITS.bindMax, 'frame.bindLimit'),
  requestId: requestIdField,
});
export const bindPiecesData = z.object({
  frame: frameItem,
  pieces: z.array(z.object({ pieceId: z.string(), code: z.string() })),
});

export const unbindPieceBody = z.strictObject({ frameId: idField, pieceId: idField });

/**
 * Scan the frame, then its destination: a process QR (`STONE-PROC:<code>`: the frame goes to
 * that process's stage, moved as the process's flow mode says) or a workshop picked on screen.
 */
export const moveFrameBody = z
  .strictObject({
    frameScan: scanText,
    processQr: scanText.optional(),
    workshopId: idField.optional(),
    /** A workshop move's mode; a process's own flow mode wins over it. */
    mode: z.enum(FLOW_MODES).optional(),
    requestId: requestIdField,
  })
  .refine((b) => (b.processQr ? 1 : 0) + (b.workshopId ? 1 : 0) === 1, {
    message: 'frame.destinationRequired',
    path: ['processQr'],
  });
export const moveFrameData = z.object({ frame: frameItem, record: frameRecord });

export const setFrameStageBody = z.strictObject({
  id: idField,
  stage: z.enum(FRAME_STAGES),
  state: z.enum(FRAME_STAGE_STATES),
  version: versionField,
});

/** Choices of the move panel: the enterprise's workshops. */
export const frameChoicesData = z.object({
  workshops: z.array(z.object({ id: z.string(), name: z.string() })),
  canUnbind: z.boolean(),
});
