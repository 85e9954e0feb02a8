import type { Kysely } from 'kysely';
import { createColumnSearch, dropColumnSearch } from '../column-search.ts';

/*
 * Issue 24: the iron-frame list at 1,000,000 frames, every filter and sort of its screen. The
 * list is in number order (`seq`, unique) by default, so each filter gets an index that begins
 * as its query does and ends with `seq`: the first page is a walk that stops after a page (the
 * capped count after ten, list-query.ts).
 * - each stage's state (the stage filter), the circulation (returned, then the piece count the
 *   walk tests on the index alone), the project (its old index had no order);
 * - the sort by update time, ids breaking its ties;
 * - the keyword's number, class number and location through a trigram index (column-search.ts).
 * Frozen: what is searched is this migration's own.
 */
const INDEXES = [
  ['iron_frames_list_updated_idx', ['org_id', 'updated_at', 'id']],
  ['iron_frames_list_cutting_idx', ['org_id', 'stage_cutting', 'seq']],
  ['iron_frames_list_reinforcement_idx', ['org_id', 'stage_reinforcement', 'seq']],
  ['iron_frames_list_secondary_idx', ['org_id', 'stage_secondary', 'seq']],
  ['iron_frames_list_boxing_idx', ['org_id', 'stage_boxing', 'seq']],
  ['iron_frames_list_returned_idx', ['org_id', 'returned', 'seq', 'piece_count']],
  ['iron_frames_list_project_idx', ['org_id', 'project_id', 'seq']],
] as const;

/** The index these replace, as migration f01 made it. */
const REPLACED = [['iron_frames_project_idx', ['org_id', 'project_id']]] as const;

const SEARCH = {
  table: 'iron_frames',
  columns: ['number', 'class_no', 'location'],
  fts: 'iron_frames_search',
  index: 'iron_frames_search_trgm_idx',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on('iron_frames')
      .columns([...columns])
      .execute();
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
  await createColumnSearch(db, SEARCH);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumnSearch(db, SEARCH);
  for (const [name, columns] of REPLACED)
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on('iron_frames')
      .columns([...columns])
      .execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
