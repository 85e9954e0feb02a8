import { PostgresAdapter, sql } from 'kysely';
import type { z } from 'zod';
import type { frameListBody } from '@stone/shared/frames/frames';
import { columnKeyword, keywordMatches, keywordRows } from '../../db/column-search.ts';
import { directionOf, listPage } from '../../db/list-query.ts';
import { sameOrg, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';
import type { IronFramesTable } from './frames.tables.ts';

// Queries of iron frames (issue 18). A frame row is read with its project, plane and last
// operator's names; lists page through listPage.

const framesWithNames = (org: OrgScope) =>
  org
    .selectFrom('iron_frames as f')
    .leftJoin('projects as p', (j) => j.onRef('p.id', '=', 'f.project_id').on(sameOrg('p', 'f')))
    .leftJoin('planes as l', (j) => j.onRef('l.id', '=', 'f.plane_id').on(sameOrg('l', 'f')))
    .leftJoin('users as u', 'u.id', 'f.operator_id');

const FRAME_COLUMNS = [
  'f.id',
  'f.number',
  'f.class_no',
  'f.location',
  'f.project_id',
  'f.plane_id',
  'f.stage_cutting',
  'f.stage_reinforcement',
  'f.stage_secondary',
  'f.stage_boxing',
  'f.returnable',
  'f.returned',
  'f.used',
  'f.piece_count',
  'f.updated_at',
  'f.version',
  'p.name as project_name',
  'l.name as plane_name',
  'u.nickname as operator_name',
] as const;

export type FrameRow = Awaited<ReturnType<typeof findFrame>> & object;

export const findFrame = (org: OrgScope, id: string) =>
  framesWithNames(org).select(FRAME_COLUMNS).where('f.id', '=', id).executeTakeFirst();

export const findFrameByNumber = (org: OrgScope, number: string) =>
  framesWithNames(org).select(FRAME_COLUMNS).where('f.number', '=', number).executeTakeFirst();

/**
 * One page of frames: listPage counts and pages the frames table alone (its typing takes no
 * joins), then the page's rows are read with their names.
 */
export async function listFrames<T>(
  org: OrgScope,
  q: z.output<typeof frameListBody>,
  toItem: (row: FrameRow) => T,
) {
  const { filtered, ordered, count } = await frameListQuery(org, q);
  const page = await listPage(org, filtered, q, ordered, (row) => row.id, count);
  const rows =
    page.list.length === 0
      ? []
      : await framesWithNames(org).select(FRAME_COLUMNS).where('f.id', 'in', page.list).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    ...page,
    list: page.list.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toItem(row)] : [];
    }),
  };
}

const FRAME_SEARCH = {
  table: 'iron_frames',
  columns: ['number', 'class_no', 'location'],
  fts: 'iron_frames_search',
  index: 'iron_frames_search_trgm_idx',
};

/**
 * The list's query, its order and how it is counted (issue 24, 1,000,000 frames, migration
 * l06). In number order each filter walks its own index in that order. By update time the list
 * walks that index and tests the filters row by row: on SQLite, which has no statistics, the
 * unary plus keeps a filter column off its index, which would read all its matches to sort
 * them; a project's few frames are still read and sorted. A keyword few frames hold is read
 * through the trigram table (column-search.ts) and its matches sorted, counted unordered.
 */
export async function frameListQuery(org: OrgScope, q: z.output<typeof frameListBody>) {
  const keyword = q.keyword ? await columnKeyword(org.db, FRAME_SEARCH, q.keyword) : null;
  const read = !!keyword?.rowids;
  const sqlite = keyword
    ? !keyword.postgres
    : !(org.db.getExecutor().adapter instanceof PostgresAdapter);
  const byUpdate = q.sortField === 'updatedAt';
  // On SQLite `+column` is on no index: tested along the walk of another.
  const col = (column: keyof IronFramesTable, walked: boolean) =>
    walked && sqlite
      ? sql<unknown>`+${sql.ref(`iron_frames.${column}`)}`
      : sql.ref(`iron_frames.${column}`);
  const walked = byUpdate || read;
  let filtered = keywordRows(org, keyword, org.selectFrom('iron_frames'));
  if (q.stage)
    filtered = filtered.where(col(`stage_${q.stage}`, walked), '=', q.stageState ?? 'inProgress');
  if (q.projectId) filtered = filtered.where(col('project_id', read), '=', q.projectId);
  const returned = col('returned', walked);
  if (q.circulation === 'returned') filtered = filtered.where(returned, '=', 1);
  if (q.circulation === 'inCirculation')
    filtered = filtered.where(returned, '=', 0).where('piece_count', '>', 0);
  if (q.circulation === 'idle')
    filtered = filtered.where(returned, '=', 0).where('piece_count', '=', 0);
  // Last: SQLite tests a row's terms in this order, and the LIKE costs most.
  if (keyword) filtered = filtered.where(keywordMatches(keyword));
  const direction = directionOf(q);
  // The sort's index is walked unless the matches are read (a rare keyword, one project).
  const sortWalked = read || (byUpdate && !!q.projectId);
  return {
    filtered,
    // The number (seq) is unique: nothing to break ties.
    ordered: (query: typeof filtered) =>
      byUpdate
        ? query
            .select('iron_frames.id')
            .orderBy(col('updated_at', sortWalked), direction)
            .orderBy(col('id', sortWalked), direction)
        : query.select('iron_frames.id').orderBy(col('seq', read), direction),
    count: read ? { inOrder: false } : {},
  };
}

/** The highest number's integer part so far (0 for none): a batch continues after it. */
export async function highestSeq(org: OrgScope) {
  const row = await org
    .selectFrom('iron_frames')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

export async function insertFrames(org: OrgScope, rows: OrgInsert<'iron_frames'>[]) {
  for (let i = 0; i < rows.length; i += 50)
    await org
      .insertInto('iron_frames')
      .values(rows.slice(i, i + 50))
      .execute();
}

export const labelsOf = (org: OrgScope, ids: readonly string[]) =>
  org
    .selectFrom('iron_frames')
    .select(['id', 'number', 'class_no'])
    .where('id', 'in', [...ids])
    .orderBy('seq')
    .execute();

/** The scanned pieces with what binding checks: state, project and plane. */
export const piecesForBinding = (org: OrgScope, ids: readonly string[]) =>
  org
    .selectFrom('project_slabs as s')
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 's.project_id').on(sameOrg('p', 's')))
    .select(['s.id', 's.code', 's.status', 's.project_id', 's.plane_id', 'p.name as project_name'])
    .where('s.id', 'in', [...ids])
    .execute();

/** Which of these pieces are on a frame already, and which frame. */
export const framesOfPieces = (org: OrgScope, pieceIds: readonly string[]) =>
  org
    .selectFrom('frame_pieces as fp')
    .innerJoin('iron_frames as f', (j) =>
      j.onRef('f.id', '=', 'fp.frame_id').on(sameOrg('f', 'fp')),
    )
    .innerJoin('project_slabs as s', (j) =>
      j.onRef('s.id', '=', 'fp.piece_id').on(sameOrg('s', 'fp')),
    )
    .select(['fp.piece_id', 'fp.frame_id', 'f.number', 's.code'])
    .where('fp.piece_id', 'in', [...pieceIds])
    .execute();

/**
 * Puts the pieces on the frame; a piece another transaction bound meanwhile is skipped (on
 * PostgreSQL after waiting for that transaction), so the caller compares the count inserted.
 * Sorted ids keep two overlapping binds from locking in opposite orders.
 */
export async function insertFramePieces(
  org: OrgScope,
  frameId: string,
  pieceIds: readonly string[],
  by: { userId: string; at: string },
) {
  const rows = [...pieceIds].sort().map((piece_id) => ({
    piece_id,
    frame_id: frameId,
    bound_at: by.at,
    bound_by: by.userId,
  }));
  const inserted = await org
    .insertInto('frame_pieces')
    .values(rows)
    .onConflict((oc) => oc.columns(['org_id', 'piece_id']).doNothing())
    .returning('piece_id')
    .execute();
  return inserted.length;
}

export async function deleteFramePieces(org: OrgScope, pieceIds: readonly string[]) {
  const result = await org
    .deleteFrom('frame_pieces')
    .where('piece_id', 'in', [...pieceIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Adds (or removes, negative) pieces to a frame's count; the frame takes the project and plane of
 * its first binding and drops them when it empties. Conditional: a returned frame, or one that
 * meanwhile took another project, is not changed (0 rows).
 */
export async function changePieceCount(
  org: OrgScope,
  frameId: string,
  change: { by: number; projectId: string; planeId: string; userId: string; at: string },
) {
  const emptied = sql<boolean>`piece_count + ${change.by} <= 0`;
  const result = await org
    .updateTable('iron_frames')
    .set((eb) => ({
      piece_count: eb('piece_count', '+', change.by),
      project_id: eb
        .case()
        .when(emptied)
        .then(sql<string | null>`null`)
        .else(eb.fn.coalesce('project_id', eb.val(change.projectId)))
        .end(),
      plane_id: eb
        .case()
        .when(emptied)
        .then(sql<string | null>`null`)
        .else(eb.fn.coalesce('plane_id', eb.val(change.planeId)))
        .end(),
      used: 1,
      operator_id: change.userId,
      updated_at: change.at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', frameId)
    .where('returned', '=', 0)
    .where((eb) => eb.or([eb('project_id', 'is', null), eb('project_id', '=', change.projectId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const insertRecord = (org: OrgScope, row: OrgInsert<'frame_records'>) =>
  org.insertInto('frame_records').values(row).execute();

export const piecesOnFrame = (org: OrgScope, frameId: string) =>
  org
    .selectFrom('frame_pieces as fp')
    .innerJoin('project_slabs as s', (j) =>
      j.onRef('s.id', '=', 'fp.piece_id').on(sameOrg('s', 'fp')),
    )
    .innerJoin('planes as l', (j) => j.onRef('l.id', '=', 's.plane_id').on(sameOrg('l', 's')))
    .select([
      'fp.piece_id',
      'fp.bound_at',
      's.code',
      's.width_mm',
      's.height_mm',
      's.status',
      'l.name as plane_name',
    ])
    .where('fp.frame_id', '=', frameId)
    .orderBy('fp.bound_at')
    .orderBy('s.code')
    .execute();

export const recordsOfFrame = (org: OrgScope, frameId: string) =>
  org
    .selectFrom('frame_records as r')
    .leftJoin('users as u', 'u.id', 'r.member_id')
    .selectAll('r')
    .select('u.nickname as member_name')
    .where('r.frame_id', '=', frameId)
    .orderBy('r.at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(500)
    .execute();
