/* Issue 18: iron frames, the pieces on them and their circulation record (migration f01). */

export type IronFramesTable = {
  org_id: string;
  id: string;
  seq: number;
  number: string;
  class_no: string;
  location: string;
  project_id: string | null;
  plane_id: string | null;
  stage_cutting: string;
  stage_reinforcement: string;
  stage_secondary: string;
  stage_boxing: string;
  returnable: number;
  returned: number;
  used: number;
  operator_id: string | null;
  piece_count: number;
  created_at: string;
  updated_at: string;
  version: number;
};

export type FramePiecesTable = {
  org_id: string;
  piece_id: string;
  frame_id: string;
  bound_at: string;
  bound_by: string;
};

export type FrameRecordsTable = {
  org_id: string;
  id: string;
  frame_id: string;
  action: string;
  piece_count: number;
  piece_codes: string;
  from_location: string;
  to_location: string;
  process_id: string | null;
  process_name: string;
  mode: string | null;
  stage: string | null;
  stage_state: string | null;
  member_id: string;
  at: string;
};

export type FrameTables = {
  iron_frames: IronFramesTable;
  frame_pieces: FramePiecesTable;
  frame_records: FrameRecordsTable;
};
