import type { ColumnType } from 'kysely';
import type { BoxState, BoxType } from '@stone/shared/packing/enums';

/* Issue 18: wooden boxes, the pieces in them, and every pack and unpack (migration b01). */

/** bigint on PostgreSQL: read with Number(). */
type Big = ColumnType<number | string, number, number>;

export type WoodenBoxesTable = {
  org_id: string;
  id: string;
  project_id: string;
  /** Unique within the project; the box is called `B-<number>`. */
  number: number;
  box_type: BoxType;
  /** Inner size, mm. */
  length_mm: number;
  width_mm: number;
  height_mm: number;
  status: BoxState;
  piece_count: number;
  area_mm2: Big;
  weight_g: Big;
  planned_box_no: number | null;
  created_by: string;
  created_at: string;
  sealed_at: string | null;
};

export type BoxPiecesTable = {
  org_id: string;
  piece_id: string;
  box_id: string;
  project_id: string;
  area_mm2: number;
  weight_g: number;
  packed_by: string;
  packed_at: string;
};

export type BoxPieceAuditTable = {
  org_id: string;
  id: string;
  action: 'pack' | 'unpack';
  box_id: string;
  piece_id: string;
  actor_id: string;
  /** '' for a pack; an unpack's reason. */
  reason: string;
  at: string;
};

export type PackingTables = {
  wooden_boxes: WoodenBoxesTable;
  box_pieces: BoxPiecesTable;
  box_piece_audit: BoxPieceAuditTable;
};
