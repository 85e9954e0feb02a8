import { sql, type Kysely } from 'kysely';

/*
 * Issue 18, production control (/newMes): every call sums the plane counters of every live
 * project (1,000 projects × 20 planes, p99 < 100 ms), however many finished ones the enterprise
 * keeps. Two indexes make that read touch live rows only, and indexes only:
 * - projects_live_idx: the live projects alone (partial: a finished or archived project leaves
 *   it), in id order, so the sum is grouped as it is read, with every column the read needs
 *   (the search text too: a live project's is short), so SQLite, which keeps no statistics here
 *   (db/analyze.ts), prefers it to the primary key. The query repeats its condition with literal
 *   values: SQLite uses a partial index only for the same terms, never for bound values.
 * - planes_control_idx: the counters inside the index, so the sum reads no plane row. It begins
 *   like planes_solution_idx, which it serves as well.
 */
export const LIVE_PROJECT_CONDITION = sql<boolean>`production_state in ('notStarted', 'inProduction') and archived = 0 and terminated = 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('projects_live_idx')
    .on('projects')
    .columns([
      'org_id',
      'id',
      'created_at',
      'delivery_at',
      'production_state',
      'archived',
      'terminated',
      'search_text',
    ])
    .where(LIVE_PROJECT_CONDITION)
    .execute();
  await db.schema
    .createIndex('planes_control_idx')
    .on('planes')
    .columns(['org_id', 'project_id', 'piece_count', 'cut_count', 'secondary_count', 'boxed_count'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('planes_control_idx').execute();
  await db.schema.dropIndex('projects_live_idx').execute();
}
