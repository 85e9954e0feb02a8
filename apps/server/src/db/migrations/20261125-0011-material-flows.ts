import { sql, type Kysely } from 'kysely';

/*
 * Issue 13, material flows: which slab was picked for which plan slab (layout) of a project and
 * where it is being cut, every movement of a slab, the machine type a warehouse feeds, and a
 * slab's workshop while it is out of its warehouse. Dialect-neutral like 0010.
 */

const time = 'text' as const;
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // One row per picked slab: kept after the cut so its remnants can name their plan slab.
  await db.schema
    .createTable('slab_picks')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('slab_id', 'text', (c) => c.notNull())
    .addColumn('solution_id', 'text', (c) => c.notNull())
    .addColumn('plane_id', 'text', (c) => c.notNull())
    .addColumn('layout_id', 'text', (c) => c.notNull())
    .addColumn('picked_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('picked_at', time, (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('device_table', 'text')
    .addColumn('taken_at', time)
    .addColumn('cut_at', time)
    .addPrimaryKeyConstraint('slab_picks_pk', ['org_id', 'slab_id'])
    // A slab deleted from stock takes its history with it.
    .addForeignKeyConstraint(
      'slab_picks_slab_fk',
      ['org_id', 'slab_id'],
      'big_slabs',
      ['org_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint('slab_picks_solution_fk', ['org_id', 'solution_id'], 'solutions', [
      'org_id',
      'id',
    ])
    .addForeignKeyConstraint('slab_picks_plane_fk', ['org_id', 'plane_id'], 'planes', [
      'org_id',
      'id',
    ])
    .addForeignKeyConstraint('slab_picks_layout_fk', ['org_id', 'layout_id'], 'plan_layouts', [
      'org_id',
      'id',
    ])
    .addForeignKeyConstraint('slab_picks_device_fk', ['org_id', 'device_id'], 'devices', [
      'org_id',
      'id',
    ])
    .execute();
  // A plan slab is picked once, even when two pickers scan two slabs for it at the same moment.
  await db.schema
    .createIndex('slab_picks_layout_uq')
    .on('slab_picks')
    .columns(['org_id', 'layout_id'])
    .unique()
    .execute();
  // One slab per machine table until its cut is confirmed.
  await db.schema
    .createIndex('slab_picks_table_uq')
    .on('slab_picks')
    .columns(['org_id', 'device_id', 'device_table'])
    .unique()
    .where(sql.ref('cut_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('slab_picks_solution_idx')
    .on('slab_picks')
    .columns(['org_id', 'solution_id'])
    .execute();

  await db.schema
    .createTable('slab_movements')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('slab_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_warehouse_id', 'text')
    .addColumn('from_rack_id', 'text')
    .addColumn('from_workshop_id', 'text')
    .addColumn('to_warehouse_id', 'text')
    .addColumn('to_rack_id', 'text')
    .addColumn('to_workshop_id', 'text')
    .addColumn('solution_id', 'text')
    .addColumn('device_id', 'text')
    .addColumn('device_table', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('slab_movements_pk', ['org_id', 'id'])
    // A slab deleted from stock takes its history with it.
    .addForeignKeyConstraint(
      'slab_movements_slab_fk',
      ['org_id', 'slab_id'],
      'big_slabs',
      ['org_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // The history screens: one kind, newest first.
  await db.schema
    .createIndex('slab_movements_kind_idx')
    .on('slab_movements')
    .columns(['org_id', 'kind', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('slab_movements_slab_idx')
    .on('slab_movements')
    .columns(['org_id', 'slab_id', 'created_at'])
    .execute();

  // The machine type a warehouse feeds (docs/adr/0011); no row: any slab fits.
  await db.schema
    .createTable('warehouse_machines')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('warehouse_id', 'text', (c) => c.notNull())
    .addColumn('machine_type', 'text', (c) => c.notNull())
    .addColumn('max_length_mm', 'integer', (c) => c.notNull())
    .addColumn('max_width_mm', 'integer', (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('warehouse_machines_pk', ['org_id', 'warehouse_id'])
    .addForeignKeyConstraint(
      'warehouse_machines_warehouse_fk',
      ['org_id', 'warehouse_id'],
      'warehouses',
      ['org_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  // A slab transferred to a workshop keeps its home warehouse; NULL while it is in a warehouse.
  await db.schema.alterTable('big_slabs').addColumn('workshop_id', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('big_slabs').dropColumn('workshop_id').execute();
  await db.schema.dropTable('warehouse_machines').execute();
  await db.schema.dropTable('slab_movements').execute();
  await db.schema.dropTable('slab_picks').execute();
}
