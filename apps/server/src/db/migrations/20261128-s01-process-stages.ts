import type { Kysely } from 'kysely';

/*
 * Issue 18: a process sits at a stage of the piece's life (cutting, secondary, kitCheck,
 * packing), so work reports know which steps they take and the kit-check and packing screens
 * which steps they report. Existing processes become secondary, as every process was treated
 * before; an enterprise marks its saw, kit-check and packing processes on the process form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('processes')
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('secondary'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('processes').dropColumn('stage').execute();
}
