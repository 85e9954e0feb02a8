import type { Kysely } from 'kysely';

/*
 * Issue 19: box (packing) orders and their boxes. The order number is unique per enterprise
 * (BO + factory day + sequence); a box number is unique within its order (a unique index, so
 * two imports racing into one order leave one of each number). A box may link a sealed wooden
 * box of the project; `live_wooden_box_id` holds that link while the order is live (cleared on
 * cancel) under a unique index, so a wooden box sits in at most one live order even when two
 * people add it at once (NULLs never clash). Material rows are JSON text: they are read and
 * printed with their box, never searched.
 */

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('box_orders')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('receiving_unit', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('box_count', 'integer', (c) => c.notNull())
    /** JSON [{ type, count }]: the list shows it without reading the boxes. */
    .addColumn('box_types_json', 'text', (c) => c.notNull())
    .addColumn('piece_count', 'integer', (c) => c.notNull())
    .addColumn('area_mm2', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('shipped_at', 'text')
    .addColumn('shipped_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('box_orders_pk', ['org_id', 'id'])
    .addForeignKeyConstraint('box_orders_project_fk', ['org_id', 'project_id'], 'projects', [
      'org_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('box_orders_number_uq')
    .on('box_orders')
    .columns(['org_id', 'number'])
    .unique()
    .execute();
  // The list: newest first, by project and by state.
  await db.schema
    .createIndex('box_orders_project_idx')
    .on('box_orders')
    .columns(['org_id', 'project_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('box_orders_created_idx')
    .on('box_orders')
    .columns(['org_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('box_order_boxes')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('box_no', 'text', (c) => c.notNull())
    /** lower(box_no): "a1" and "A1" are one number. */
    .addColumn('box_key', 'text', (c) => c.notNull())
    .addColumn('box_type', 'text', (c) => c.notNull())
    .addColumn('length_mm', 'integer', (c) => c.notNull())
    .addColumn('width_mm', 'integer', (c) => c.notNull())
    .addColumn('height_mm', 'integer', (c) => c.notNull())
    .addColumn('piece_count', 'integer', (c) => c.notNull())
    .addColumn('area_mm2', 'bigint', (c) => c.notNull())
    .addColumn('wooden_box_id', 'text')
    .addColumn('live_wooden_box_id', 'text')
    .addColumn('materials_json', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('box_order_boxes_pk', ['org_id', 'id'])
    .addForeignKeyConstraint('box_order_boxes_order_fk', ['org_id', 'order_id'], 'box_orders', [
      'org_id',
      'id',
    ])
    .addForeignKeyConstraint(
      'box_order_boxes_wooden_fk',
      ['org_id', 'wooden_box_id'],
      'wooden_boxes',
      ['org_id', 'id'],
    )
    .execute();
  await db.schema
    .createIndex('box_order_boxes_no_uq')
    .on('box_order_boxes')
    .columns(['org_id', 'order_id', 'box_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('box_order_boxes_live_wooden_uq')
    .on('box_order_boxes')
    .columns(['org_id', 'live_wooden_box_id'])
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('box_order_boxes').execute();
  await db.schema.dropTable('box_orders').execute();
}
