// Queries of wooden boxes and the pieces in them (issue 18). A box's counters change only by
// conditional updates, so packers of one box never pass its capacity together.
import { sql } from 'kysely';
import { sameOrg, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';
import { newId } from '../../lib/crypto.ts';
import type { BoxPiecesTable, WoodenBoxesTable } from './packing.tables.ts';

const boxColumns = [
  'b.id',
  'b.number',
  'b.box_type',
  'b.length_mm',
  'b.width_mm',
  'b.height_mm',
  'b.status',
  'b.piece_count',
  'b.area_mm2',
  'b.weight_g',
  'b.planned_box_no',
  'b.project_id',
  'b.created_at',
  'b.sealed_at',
  'p.name as project_name',
  'p.order_no',
  'p.settings_json',
] as const;

const boxesWithProject = (org: OrgScope) =>
  org
    .selectFrom('wooden_boxes as b')
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 'b.project_id').on(sameOrg('p', 'b')));

export const findBox = (org: OrgScope, id: string) =>
  boxesWithProject(org).select(boxColumns).where('b.id', '=', id).executeTakeFirst();
export type BoxRow = NonNullable<Awaited<ReturnType<typeof findBox>>>;

export async function listBoxes(
  org: OrgScope,
  q: { projectId: string; status?: string | undefined; limit: number; offset: number },
) {
  let base = boxesWithProject(org).where('b.project_id', '=', q.projectId);
  if (q.status) base = base.where('b.status', '=', q.status as WoodenBoxesTable['status']);
  const total = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  const rows = await base
    .select(boxColumns)
    .orderBy('b.number')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

export const maxBoxNumber = async (org: OrgScope, projectId: string) =>
  Number(
    (
      await org
        .selectFrom('wooden_boxes')
        .select((eb) => eb.fn.max('number').as('n'))
        .where('project_id', '=', projectId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

/** Planned box numbers of the project that no wooden box was made for yet. */
export async function plannedBoxesWithoutBox(org: OrgScope, projectId: string) {
  const planned = await org
    .selectFrom('project_slabs')
    .select('box_no')
    .distinct()
    .where('project_id', '=', projectId)
    .where('box_no', 'is not', null)
    .orderBy('box_no')
    .execute();
  const made = new Set(
    (
      await org
        .selectFrom('wooden_boxes')
        .select('planned_box_no')
        .where('project_id', '=', projectId)
        .where('planned_box_no', 'is not', null)
        .execute()
    ).map((r) => r.planned_box_no),
  );
  return planned.map((r) => Number(r.box_no)).filter((n) => !made.has(n));
}

export const insertBoxes = (org: OrgScope, rows: OrgInsert<'wooden_boxes'>[]) =>
  org.insertInto('wooden_boxes').values(rows).execute();

/** Where each of these pieces is packed, with its box's number. */
export const boxesOfPieces = (org: OrgScope, pieceIds: readonly string[]) =>
  org
    .selectFrom('box_pieces as bp')
    .innerJoin('wooden_boxes as b', (j) => j.onRef('b.id', '=', 'bp.box_id').on(sameOrg('b', 'bp')))
    .select(['bp.piece_id', 'bp.box_id', 'bp.area_mm2', 'bp.weight_g', 'b.number'])
    .where('bp.piece_id', 'in', [...pieceIds])
    .execute();

/**
 * Adds pieces to the box only if it is open and stays within `max` pieces and `maxGrams`: one
 * conditional update, so packers of one box never pass its capacity together. Undefined when
 * refused.
 */
export async function addToBox(
  org: OrgScope,
  box: { id: string; pieces: number; areaMm2: number; grams: number },
  limits: { maxPieces: number; maxGrams: number | null },
) {
  let q = org
    .updateTable('wooden_boxes')
    .set((eb) => ({
      piece_count: eb('piece_count', '+', box.pieces),
      area_mm2: sql<number>`area_mm2 + ${box.areaMm2}`,
      weight_g: sql<number>`weight_g + ${box.grams}`,
      status: 'packing' as const,
    }))
    .where('id', '=', box.id)
    .where('status', 'not in', ['packed', 'shipped'])
    .where(sql<number>`piece_count + ${box.pieces}`, '<=', limits.maxPieces);
  if (limits.maxGrams !== null)
    q = q.where(sql<number>`weight_g + ${box.grams}`, '<=', limits.maxGrams);
  // The new counters come back with the update (both databases take RETURNING): no re-read.
  return q
    .returning(['piece_count', 'area_mm2', 'weight_g', 'status', 'sealed_at'])
    .executeTakeFirst();
}

export async function insertBoxPieces(
  org: OrgScope,
  rows: Omit<BoxPiecesTable, 'org_id'>[],
  audit: { at: string; actorId: string },
) {
  await org.insertInto('box_pieces').values(rows).execute();
  await org
    .insertInto('box_piece_audit')
    .values(
      rows.map((r) => ({
        id: newId(),
        action: 'pack' as const,
        box_id: r.box_id,
        piece_id: r.piece_id,
        actor_id: audit.actorId,
        reason: '',
        at: audit.at,
      })),
    )
    .execute();
}

/** Takes a piece out of its box and the box's counters back; false when it is not in it. */
export async function removeBoxPiece(
  org: OrgScope,
  row: { boxId: string; pieceId: string; areaMm2: number; grams: number },
  audit: { id: string; at: string; actorId: string; reason: string },
) {
  const gone = await org
    .deleteFrom('box_pieces')
    .where('piece_id', '=', row.pieceId)
    .where('box_id', '=', row.boxId)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) return false;
  await org
    .updateTable('wooden_boxes')
    .set((eb) => ({
      piece_count: eb('piece_count', '-', 1),
      area_mm2: sql<number>`area_mm2 - ${row.areaMm2}`,
      weight_g: sql<number>`weight_g - ${row.grams}`,
      status: sql<'empty' | 'packing'>`case when piece_count = 1 then 'empty' else 'packing' end`,
      sealed_at: null,
    }))
    .where('id', '=', row.boxId)
    .execute();
  await org
    .insertInto('box_piece_audit')
    .values({
      id: audit.id,
      action: 'unpack',
      box_id: row.boxId,
      piece_id: row.pieceId,
      actor_id: audit.actorId,
      reason: audit.reason,
      at: audit.at,
    })
    .execute();
  return true;
}

export async function sealBoxRow(org: OrgScope, id: string, at: string) {
  const r = await org
    .updateTable('wooden_boxes')
    .set({ status: 'packed', sealed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'packing')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A box's pieces in code order, with plane, size and who packed them. */
export const boxPieceRows = (org: OrgScope, boxIds: readonly string[], limit: number) =>
  org
    .selectFrom('box_pieces as bp')
    .innerJoin('project_slabs as s', (j) =>
      j.onRef('s.id', '=', 'bp.piece_id').on(sameOrg('s', 'bp')),
    )
    .innerJoin('planes as l', (j) => j.onRef('l.id', '=', 's.plane_id').on(sameOrg('l', 's')))
    .leftJoin('users as u', 'u.id', 'bp.packed_by')
    .select([
      'bp.box_id',
      's.id',
      's.code',
      's.width_mm',
      's.height_mm',
      's.thickness_mm',
      's.area_mm2',
      'l.name as plane_name',
      'bp.packed_at',
      'u.nickname',
    ])
    .where('bp.box_id', 'in', [...boxIds])
    .orderBy('bp.box_id')
    .orderBy('s.code')
    .orderBy('s.id')
    .limit(limit)
    .execute();
export type BoxPieceRow = Awaited<ReturnType<typeof boxPieceRows>>[number];
