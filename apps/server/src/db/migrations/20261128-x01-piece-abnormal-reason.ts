import type { Kysely } from 'kysely';

/*
 * Issue 18: a piece flagged abnormal (project_slabs.abnormal, 0/1 since 0008) now says why, when
 * and by whom, so the second-processing tab and /processDetail can list it. Existing flags keep
 * an empty reason. The index serves "abnormal pieces of a project" without scanning its pieces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('project_slabs')
    .addColumn('abnormal_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('project_slabs').addColumn('abnormal_at', 'text').execute();
  await db.schema.alterTable('project_slabs').addColumn('abnormal_by', 'text').execute();
  await db.schema
    .createIndex('project_slabs_abnormal_idx')
    .on('project_slabs')
    .columns(['org_id', 'abnormal', 'project_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('project_slabs_abnormal_idx').execute();
  for (const column of ['abnormal_by', 'abnormal_at', 'abnormal_reason'])
    await db.schema.alterTable('project_slabs').dropColumn(column).execute();
}
