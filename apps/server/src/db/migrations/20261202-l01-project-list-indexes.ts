import type { Kysely } from 'kysely';

/*
 * Issue 24: the project list at 1,000,000 projects, every filter and sort of its screen. Each
 * index begins as the list's query does (org_id, archived), then the filter or sort column, ids
 * last, so the first page is a walk of the index in the list's order that stops after a page
 * (and the capped count after ten, list-query.ts):
 * - the sorts by update time, name and order no. (the latter two sorted the ties by id, name
 *   read every archived project too);
 * - the terminated and project-type filters, newest first: both can leave few projects, which
 *   a walk of the whole list would have to look for.
 * The search-text index goes: counted along the page's order, no count reads it, and SQLite,
 * without statistics, walked it for the sort by update time.
 */
const INDEXES = [
  ['projects_list_updated_idx', ['org_id', 'archived', 'updated_at', 'id']],
  ['projects_list_name_idx', ['org_id', 'archived', 'name', 'id']],
  ['projects_list_order_no_idx', ['org_id', 'archived', 'order_no', 'id']],
  ['projects_list_terminated_idx', ['org_id', 'archived', 'terminated', 'created_at', 'id']],
  ['projects_list_type_idx', ['org_id', 'archived', 'project_type', 'created_at', 'id']],
] as const;

/** Indexes this migration replaces, as migration 0012 made them. */
const REPLACED = [
  ['solutions_list_order_no_idx', ['org_id', 'archived', 'order_no']],
  ['solutions_list_search_idx', ['org_id', 'archived', 'search_text']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on('projects')
      .columns([...columns])
      .execute();
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of REPLACED)
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on('projects')
      .columns([...columns])
      .execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
