import type { Kysely } from 'kysely';

/*
 * One name for one thing (issue 16): the code says "project" where the API says "solution", so the
 * table and its foreign-key columns follow. Both databases carry foreign keys and indexes along
 * with a rename; the old index and constraint names stay, since only names change.
 */
const PROJECT_COLUMNS = [
  'planes',
  'cad_uploads',
  'project_slabs',
  'plan_runs',
  'slab_picks',
  'slab_movements',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('solutions').renameTo('projects').execute();
  for (const table of PROJECT_COLUMNS)
    await db.schema.alterTable(table).renameColumn('solution_id', 'project_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PROJECT_COLUMNS)
    await db.schema.alterTable(table).renameColumn('project_id', 'solution_id').execute();
  await db.schema.alterTable('projects').renameTo('solutions').execute();
}
