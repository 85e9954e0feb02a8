// Rows of frames and circulation records as the API answers them, and the refusal helper.
import { ERROR_CODES, type MessageKey } from '@stone/shared';
import { frameScanCode } from '@stone/shared/frames/frame-label';
import type { FrameItem, FrameRecord } from '@stone/shared/frames/frames';
import type {
  FrameAction,
  FrameStage,
  FrameStageState,
  FrameStatus,
} from '@stone/shared/frames/enums';
import type { FlowMode } from '@stone/shared/processes/enums';
import type { OrgScope } from '../../db/org-scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import { insertRecord, type FrameRow } from './frames.repository.ts';

type RefusalKey = Extract<MessageKey, `frame.${string}`>;
const NOT_FOUND_KEYS: readonly RefusalKey[] = [
  'frame.unknownFrame',
  'frame.unknownPiece',
  'frame.unknownProcess',
  'frame.workshopGone',
];
/** A refused scan names what was wrong; scans of nothing we know answer like missing rows. */
export const refuse = (key: RefusalKey, params: Record<string, string | number> = {}) =>
  new AppError(
    NOT_FOUND_KEYS.includes(key) ? ERROR_CODES.NOT_FOUND : ERROR_CODES.CONFLICT,
    key,
    null,
    params,
  );

export const statusOf = (row: FrameRow): FrameStatus => ({
  cutting: row.stage_cutting as FrameStageState,
  reinforcement: row.stage_reinforcement as FrameStageState,
  secondary: row.stage_secondary as FrameStageState,
  boxing: row.stage_boxing as FrameStageState,
});

export const stageColumns = (status: FrameStatus) => ({
  stage_cutting: status.cutting,
  stage_reinforcement: status.reinforcement,
  stage_secondary: status.secondary,
  stage_boxing: status.boxing,
});

export const toFrameItem = (row: FrameRow): FrameItem => ({
  id: row.id,
  number: row.number,
  classNo: row.class_no,
  scanCode: frameScanCode(row.number),
  location: row.location,
  projectId: row.project_id,
  projectName: row.project_name ?? '',
  planeId: row.plane_id,
  planeName: row.plane_name ?? '',
  status: statusOf(row),
  returnable: row.returnable === 1,
  returned: row.returned === 1,
  operatorName: row.operator_name ?? '',
  pieceCount: Number(row.piece_count),
  used: row.used === 1,
  updatedAt: row.updated_at,
  version: Number(row.version),
});

export type RecordInput = {
  frameId: string;
  action: FrameAction;
  pieceCodes?: readonly string[];
  fromLocation: string;
  toLocation: string;
  process?: { id: string; name: string } | null;
  mode?: FlowMode | null;
  stage?: FrameStage | null;
  stageState?: FrameStageState | null;
  memberId: string;
  at: string;
};

/** Writes one line of the frame's circulation record and answers it as the API shows it. */
export async function writeRecord(
  org: OrgScope,
  input: RecordInput & { memberName?: string },
): Promise<FrameRecord> {
  const codes = [...(input.pieceCodes ?? [])];
  const id = newId();
  await insertRecord(org, {
    id,
    frame_id: input.frameId,
    action: input.action,
    piece_count: codes.length,
    piece_codes: JSON.stringify(codes),
    from_location: input.fromLocation,
    to_location: input.toLocation,
    process_id: input.process?.id ?? null,
    process_name: input.process?.name ?? '',
    mode: input.mode ?? null,
    stage: input.stage ?? null,
    stage_state: input.stageState ?? null,
    member_id: input.memberId,
    at: input.at,
  });
  return {
    id,
    action: input.action,
    pieceCount: codes.length,
    pieceCodes: codes,
    fromLocation: input.fromLocation,
    toLocation: input.toLocation,
    processName: input.process?.name ?? '',
    mode: input.mode ?? null,
    stage: input.stage ?? null,
    stageState: input.stageState ?? null,
    memberName: input.memberName ?? '',
    at: input.at,
  };
}
