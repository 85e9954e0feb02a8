import type { Kysely } from 'kysely';

/*
 * Issue 17: the enterprise's defaults for later work reports (/setReportWork) and piece flow
 * (/setForklift), one row per enterprise, written on first save (the shared defaults until then).
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('process_defaults')
    .addColumn('org_id', 'text', (c) => c.primaryKey().references('orgs.id'))
    .addColumn('report_mode', 'text', (c) => c.notNull())
    .addColumn('batch_max', 'integer', (c) => c.notNull())
    .addColumn('flow_mode', 'text', (c) => c.notNull())
    .addColumn('flow_unit', 'text', (c) => c.notNull())
    .addColumn('forklift_capacity', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('process_defaults').execute();
}
