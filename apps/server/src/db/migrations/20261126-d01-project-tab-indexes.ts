import type { Kysely } from 'kysely';

/*
 * Issue 23: the project detail's packing list reads a project's pieces a range of box numbers at
 * a time, and its picking tab a project's slab movements newest first; without these both read
 * every piece of the project (up to 100,000) or every movement of the enterprise per page.
 */
const INDEXES = [
  ['project_slabs_box_idx', 'project_slabs', ['org_id', 'project_id', 'box_no']],
  ['slab_movements_project_idx', 'slab_movements', ['org_id', 'project_id', 'created_at', 'id']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
