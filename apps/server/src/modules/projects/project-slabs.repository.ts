// A project's engineering slabs (pieces): stored with the project, paged on the detail screen,
// counted per plane, and numbered into boxes by the packing list.
import type { projectSlabsBody } from '@stone/shared/projects/detail';
import type { z } from 'zod';
import { containsText, listPage } from '../../db/list-query.ts';
import type { OrgInsert, OrgScope } from '../../db/org-scope.ts';

/** Bound parameters per statement (15 a row) stay well under SQLite's and PostgreSQL's limits. */
const ROWS_PER_INSERT = 500;
const IDS_PER_UPDATE = 500;

/** Lets other requests run between statements of a long write (issue 22). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A plane's pieces, a statement at a time. better-sqlite3 runs each statement synchronously,
 * so the turn between statements is what lets other requests in during a 600,000-piece insert.
 */
export async function insertPieces(org: OrgScope, rows: OrgInsert<'project_slabs'>[]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    if (i > 0) await nextTurn();
    await org
      .insertInto('project_slabs')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
}

const SLAB_SORT = { code: 'code', area: 'area_mm2', boxNo: 'box_no' } as const;

/** One page of a project's pieces, filtered by plane and code; ids break ties. */
export function listPiecesPage(org: OrgScope, q: z.output<typeof projectSlabsBody>) {
  let base = org.selectFrom('project_slabs').where('project_id', '=', q.projectId);
  if (q.planeId) base = base.where('plane_id', '=', q.planeId);
  if (q.code) base = base.where(containsText('code', q.code));
  const direction = q.sortOrder === 'descend' ? 'desc' : 'asc';
  return listPage(
    org,
    base,
    q,
    (query) =>
      query
        .selectAll()
        .orderBy(SLAB_SORT[q.sortField ?? 'code'], direction)
        .orderBy('id'),
    (row) => row,
  );
}

export type PieceToPack = {
  id: string;
  plane_id: string;
  process_code: string;
  code: string;
  area_mm2: number;
  thickness_mm: number;
};

const PIECES_PER_PAGE = 2_000;

/**
 * One plane's pieces in code order, read a page at a time along the (plane, code) index with a
 * turn of the event loop between pages: better-sqlite3 reads a whole result synchronously, and
 * 600,000 rows in one go held the server for seconds (issue 22).
 */
export async function listPlanePiecesToPack(org: OrgScope, planeId: string) {
  const out: PieceToPack[] = [];
  let after: { code: string; id: string } | null = null;
  for (;;) {
    let query = org
      .selectFrom('project_slabs')
      .select(['id', 'plane_id', 'process_code', 'code', 'area_mm2', 'thickness_mm'])
      .where('plane_id', '=', planeId);
    if (after) {
      const { code, id } = after;
      // `code >=` bounds the index range; the row comparison is the exact keyset (an OR
      // of the two made PostgreSQL scan the plane from its start for every page).
      query = query
        .where('code', '>=', code)
        .where((eb) => eb(eb.refTuple('code', 'id'), '>', eb.tuple(code, id)));
    }
    const page = await query.orderBy('code').orderBy('id').limit(PIECES_PER_PAGE).execute();
    for (const row of page) out.push(row);
    const last = page.at(-1);
    if (!last || page.length < PIECES_PER_PAGE) return out;
    after = { code: last.code, id: last.id };
    await nextTurn();
  }
}

/** Statements between two turns of the event loop while box numbers are written. */
const UPDATES_PER_TURN = 50;

/**
 * Box `i + 1` for each list of piece ids, one statement per box, with a turn of the event loop
 * every UPDATES_PER_TURN statements (issue 22: 30,000 boxes ran back to back on better-sqlite3).
 * A CASE mapping 500 ids to their boxes per statement was tried: PostgreSQL compares each row
 * against every branch under its collation, and 600,000 pieces took a quarter of an hour.
 */
export async function setBoxNumbers(org: OrgScope, boxes: string[][]) {
  let statements = 0;
  for (const [i, ids] of boxes.entries())
    for (let k = 0; k < ids.length; k += IDS_PER_UPDATE) {
      if (++statements % UPDATES_PER_TURN === 0) await nextTurn();
      await org
        .updateTable('project_slabs')
        .set({ box_no: i + 1 })
        .where('id', 'in', ids.slice(k, k + IDS_PER_UPDATE))
        .execute();
    }
}

/** Every piece of the project out of its box (the packing rules changed). */
export const clearBoxNumbers = (org: OrgScope, projectId: string) =>
  org
    .updateTable('project_slabs')
    .set({ box_no: null })
    .where('project_id', '=', projectId)
    .execute();
