import type { Kysely } from 'kysely';

/*
 * Issue 24: stone has a vein, so a piece may be locked to its drawn orientation (the planner's
 * `rotationLocked`). 1 = locked; every piece that existed before may turn, as it always could.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('project_slabs')
    .addColumn('rotation_locked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project_slabs').dropColumn('rotation_locked').execute();
}
