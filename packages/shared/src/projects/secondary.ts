import { z } from 'zod';
import { idSchema, listResponse } from '../common.ts';
import { int32, positiveInt32 } from '../integers.ts';
import { singleLineText } from '../text.ts';

/*
 * Secondary processing (issue 18): per plane and per process of the pieces' routes, where the
 * pieces stand, counted from work reports. For one process P of a piece's route:
 * - `toProcess`: not reported at P and not standing at it yet (earlier steps still to report,
 *   not cut yet, or waiting to be bound to a frame);
 * - `inProgress`: standing at P: cut (bound, where frames are used), every earlier step of its
 *   route reported, P not;
 * - `done`: reported at P.
 * The three add up to the pieces whose route includes P. Work reports keep a piece's reports a
 * prefix of its route (a report only at the next step, an undo only of the latest), so its number
 * of reports says which step is next.
 */
export const SECONDARY_BUCKETS = ['toProcess', 'inProgress', 'done'] as const;
export type SecondaryBucket = (typeof SECONDARY_BUCKETS)[number];

export const ABNORMAL_REASON_MAX = 200;

const page = (max: number, size: number) => ({
  pageNum: positiveInt32().default(1),
  pageSize: positiveInt32().max(max).default(size),
});

const counts = { toProcess: int32(), inProgress: int32(), done: int32() };
const processColumn = z.object({ processId: z.string(), code: z.string(), name: z.string() });

/** webSecondProcess/getSolutionSecondProgress: the project's planes × secondary processes. */
export const secondProgressBody = z.strictObject({ projectId: idSchema });
export const secondProgressData = z.object({
  /** The secondary steps of the routes the project's pieces carry, in route order. */
  processes: z.array(processColumn),
  planes: z.array(
    z.object({
      planeId: z.string(),
      planeName: z.string(),
      cells: z.array(z.object({ processId: z.string(), ...counts })),
    }),
  ),
  abnormalCount: int32(),
});
export type SecondProgressData = z.infer<typeof secondProgressData>;

/** webSecondProcess/getSecondProgressPieces: the pieces behind one cell of the grid. */
export const secondPiecesBody = z.strictObject({
  projectId: idSchema,
  planeId: idSchema,
  processId: idSchema,
  bucket: z.enum(SECONDARY_BUCKETS),
  ...page(100, 20),
});
export const secondPieceItem = z.object({
  id: z.string(),
  code: z.string(),
  planeName: z.string(),
  processCode: z.string(),
  status: z.string(),
  widthMm: int32(),
  heightMm: int32(),
  abnormal: z.boolean(),
  abnormalReason: z.string(),
});
export type SecondPieceItem = z.infer<typeof secondPieceItem>;
export const secondPiecesData = listResponse(secondPieceItem);

/** webSecondProcess/getAbnormalPieces: the project's flagged pieces, newest flag first. */
export const abnormalPiecesBody = z.strictObject({ projectId: idSchema, ...page(100, 20) });
/** webSecondProcess/getProcessAbnormalPieces: flagged pieces whose route includes the process. */
export const processAbnormalBody = z.strictObject({ processId: idSchema, ...page(100, 20) });
export const abnormalPieceItem = z.object({
  id: z.string(),
  code: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  planeName: z.string(),
  processCode: z.string(),
  status: z.string(),
  reason: z.string(),
  flaggedAt: z.string().nullable(),
  flaggedBy: z.string().nullable(),
});
export type AbnormalPieceItem = z.infer<typeof abnormalPieceItem>;
export const abnormalPiecesData = listResponse(abnormalPieceItem);

/** webSecondProcess/markPieceAbnormal: a reason is required (shown wherever the piece is). */
export const markAbnormalBody = z.strictObject({
  pieceId: idSchema,
  reason: singleLineText()
    .trim()
    .min(1, 'secondary.reasonRequired')
    .max(ABNORMAL_REASON_MAX, 'secondary.reasonTooLong'),
});
export const clearAbnormalBody = z.strictObject({ pieceId: idSchema });
export const abnormalChangeData = z.object({ pieceId: z.string(), abnormal: z.boolean() });

/** webSecondProcess/getProcessSecondProgress: one process across live projects, by plane. */
export const processProgressBody = z.strictObject({ processId: idSchema, ...page(20, 10) });
export const processProgressData = z.object({
  total: int32(),
  pageNum: int32(),
  pageSize: int32(),
  list: z.array(
    z.object({
      projectId: z.string(),
      projectName: z.string(),
      planes: z.array(z.object({ planeId: z.string(), planeName: z.string(), ...counts })),
    }),
  ),
});
export type ProcessProgressData = z.infer<typeof processProgressData>;
