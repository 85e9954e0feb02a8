import type { Kysely } from 'kysely';

/*
 * Issue 20: monthly targets (月度标准), one per enterprise, month and module. The value is
 * hundredths of the unit (m² × 100) as an integer (docs/adr/0012); the unique key makes a second
 * target of the same month and module a clear refusal rather than a duplicate.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('month_targets')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('value_hundredths', 'bigint', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('month_targets_pk', ['org_id', 'id'])
    .execute();
  await db.schema
    .createIndex('month_targets_month_module_uq')
    .on('month_targets')
    .columns(['org_id', 'month', 'module'])
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('month_targets').execute();
}
