import type { Kysely } from 'kysely';

/*
 * Issue 19: settlement documents. A document settles chosen projects of one order; its lines are
 * frozen at creation (quantities, unit prices, fees and amounts copied, never re-read), so a later
 * price or process change does not alter an issued document. Money is integer cents, areas mm²
 * (docs/adr/0012); every amount is a rounded line, and totals are sums of lines (docs/adr/0020).
 * A project sits in at most one document: the key on (org_id, project_id) answers code 4.
 * Info snapshots (enterprise, client, receiving) are JSON text, also frozen.
 */

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('settlements')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('order_name', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('account_arrived', 'integer', (c) => c.notNull())
    .addColumn('area_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('process_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('project_count', 'integer', (c) => c.notNull())
    .addColumn('piece_count', 'integer', (c) => c.notNull())
    .addColumn('area_mm2', 'bigint', (c) => c.notNull())
    .addColumn('box_count', 'integer', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull())
    .addColumn('client_json', 'text', (c) => c.notNull())
    .addColumn('receiving_json', 'text', (c) => c.notNull())
    .addColumn('enterprise_json', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_by', 'text')
    .addColumn('settled_at', 'text')
    .addColumn('arrived_by', 'text')
    .addColumn('arrived_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('settlements_pk', ['org_id', 'id'])
    .addForeignKeyConstraint('settlements_order_fk', ['org_id', 'order_id'], 'orders', [
      'org_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('settlements_number_uq')
    .on('settlements')
    .columns(['org_id', 'number'])
    .unique()
    .execute();
  // Lists filter by type and read newest first.
  await db.schema
    .createIndex('settlements_type_created_idx')
    .on('settlements')
    .columns(['org_id', 'doc_type', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('settlements_order_idx')
    .on('settlements')
    .columns(['org_id', 'order_id'])
    .execute();

  await db.schema
    .createTable('settlement_projects')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('settlement_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('settlement_projects_pk', ['org_id', 'project_id'])
    .addForeignKeyConstraint(
      'settlement_projects_settlement_fk',
      ['org_id', 'settlement_id'],
      'settlements',
      ['org_id', 'id'],
    )
    .addForeignKeyConstraint(
      'settlement_projects_project_fk',
      ['org_id', 'project_id'],
      'projects',
      ['org_id', 'id'],
    )
    .execute();
  await db.schema
    .createIndex('settlement_projects_doc_idx')
    .on('settlement_projects')
    .columns(['org_id', 'settlement_id'])
    .execute();

  await db.schema
    .createTable('settlement_lines')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('settlement_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('project_name', 'text', (c) => c.notNull())
    /** The process's or box's name; '' on a project line. */
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('unit', 'text')
    /** mm² (area), mm (metres) or pieces, exact. */
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('piece_count', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('settlement_lines_pk', ['org_id', 'settlement_id', 'seq'])
    .addForeignKeyConstraint(
      'settlement_lines_settlement_fk',
      ['org_id', 'settlement_id'],
      'settlements',
      ['org_id', 'id'],
    )
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('settlement_lines').execute();
  await db.schema.dropTable('settlement_projects').execute();
  await db.schema.dropTable('settlements').execute();
}
