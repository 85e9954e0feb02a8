import type { Kysely } from 'kysely';

/*
 * Issue 19: orders group projects ("solutions") for one customer with unit prices. A project
 * sits in at most one order (key on the project). Under price lock the order holds the one unit
 * price every project shares: the first edit sets `locked_unit_price_cents` with a conditional
 * update (`… where locked_unit_price_cents is null`), so of two first edits at once exactly one
 * wins on both databases and the other is told the price now in force. Money is integer cents
 * (docs/adr/0012); unit prices are per m² of the project's pieces.
 */

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('processing_type', 'text', (c) => c.notNull())
    .addColumn('manager_name', 'text', (c) => c.notNull())
    .addColumn('manager_phone', 'text', (c) => c.notNull())
    /** Calendar dates, YYYY-MM-DD. */
    .addColumn('expected_delivery_date', 'text', (c) => c.notNull())
    .addColumn('delivered_date', 'text')
    .addColumn('price_locked', 'integer', (c) => c.notNull())
    .addColumn('locked_unit_price_cents', 'bigint')
    .addColumn('locked_by', 'text')
    .addColumn('locked_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('orders_pk', ['org_id', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_number_uq')
    .on('orders')
    .columns(['org_id', 'number'])
    .unique()
    .execute();
  // The list's default order (newest first, id as the tie-break) reads this index.
  await db.schema
    .createIndex('orders_created_idx')
    .on('orders')
    .columns(['org_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('order_projects')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    /** This project's own price; under price lock the order's locked price applies instead. */
    .addColumn('unit_price_cents', 'bigint')
    .addColumn('priced_by', 'text')
    .addColumn('priced_at', 'text')
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_projects_pk', ['org_id', 'project_id'])
    .addForeignKeyConstraint('order_projects_order_fk', ['org_id', 'order_id'], 'orders', [
      'org_id',
      'id',
    ])
    .addForeignKeyConstraint('order_projects_project_fk', ['org_id', 'project_id'], 'projects', [
      'org_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('order_projects_order_idx')
    .on('order_projects')
    .columns(['org_id', 'order_id', 'added_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('order_projects').execute();
  await db.schema.dropTable('orders').execute();
}
