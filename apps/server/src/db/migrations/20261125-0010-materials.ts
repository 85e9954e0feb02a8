import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/*
 * Issue 13: the inventory. Warehouses, racks, workshops, process categories, large slabs and
 * devices, dialect-neutral like 0001: keys by (org_id, id), foreign keys that include org_id.
 * Rack values are integer hundredths and slab areas integer mm², so both stay exact.
 * Uniqueness that concurrent writes could break (codes, rack numbers, barcodes) is a unique
 * index: the service checks first for a friendly message, the index settles a race.
 */

const time = 'text' as const;

type Db = Kysely<unknown>;
type Table = CreateTableBuilder<string, string>;

/** A table of one enterprise's versioned records: key, times and version around `build`'s columns. */
async function versioned(db: Db, table: string, build: (t: Table) => Table) {
  let t: Table = db.schema
    .createTable(table)
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull());
  t = build(t);
  await t
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint(`${table}_pk`, ['org_id', 'id'])
    .execute();
}

async function index(db: Db, name: string, table: string, columns: string[], unique = false) {
  let builder = db.schema.createIndex(name).on(table).columns(columns);
  if (unique) builder = builder.unique();
  await builder.execute();
}

export async function up(db: Db): Promise<void> {
  await versioned(db, 'warehouses', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await index(db, 'warehouses_name_uq', 'warehouses', ['org_id', 'name'], true);
  await index(db, 'warehouses_code_uq', 'warehouses', ['org_id', 'code'], true);

  await versioned(db, 'racks', (t) =>
    t
      .addColumn('warehouse_id', 'text', (c) => c.notNull())
      // Four digits, "0001"–"9999": fixed width, so text order is number order.
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('safety_value_c', 'integer', (c) => c.notNull())
      .addColumn('max_value_c', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('idle'))
      .addForeignKeyConstraint('racks_warehouse_fk', ['org_id', 'warehouse_id'], 'warehouses', [
        'org_id',
        'id',
      ]),
  );
  await index(db, 'racks_number_uq', 'racks', ['org_id', 'number'], true);
  await index(db, 'racks_warehouse_idx', 'racks', ['org_id', 'warehouse_id', 'number']);

  await versioned(db, 'workshops', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await index(db, 'workshops_code_uq', 'workshops', ['org_id', 'code'], true);
  // One default workshop per enterprise, even when two first visits race to make it.
  await db.schema
    .createIndex('workshops_default_uq')
    .on('workshops')
    .column('org_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await versioned(db, 'process_categories', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await index(db, 'process_categories_name_uq', 'process_categories', ['org_id', 'name'], true);

  await versioned(db, 'big_slabs', (t) =>
    t
      .addColumn('block_no', 'text', (c) => c.notNull())
      .addColumn('bundle_no', 'text', (c) => c.notNull())
      .addColumn('slab_no', 'text', (c) => c.notNull())
      .addColumn('barcode', 'text', (c) => c.notNull())
      .addColumn('material', 'text', (c) => c.notNull())
      .addColumn('thickness_mm', 'integer', (c) => c.notNull())
      .addColumn('length_mm', 'integer', (c) => c.notNull())
      .addColumn('width_mm', 'integer', (c) => c.notNull())
      .addColumn('area_mm2', 'integer', (c) => c.notNull())
      .addColumn('warehouse_id', 'text', (c) => c.notNull())
      .addColumn('rack_id', 'text')
      .addColumn('defects_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('is_remnant', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('parent_id', 'text')
      .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
      .addForeignKeyConstraint('big_slabs_warehouse_fk', ['org_id', 'warehouse_id'], 'warehouses', [
        'org_id',
        'id',
      ])
      // A NULL rack or parent skips its check (MATCH SIMPLE in both databases).
      .addForeignKeyConstraint('big_slabs_rack_fk', ['org_id', 'rack_id'], 'racks', [
        'org_id',
        'id',
      ])
      .addForeignKeyConstraint('big_slabs_parent_fk', ['org_id', 'parent_id'], 'big_slabs', [
        'org_id',
        'id',
      ]),
  );
  await index(db, 'big_slabs_barcode_uq', 'big_slabs', ['org_id', 'barcode'], true);
  // The list's filters and default order, at 100 000 slabs per enterprise (bench/slab-list).
  await index(db, 'big_slabs_created_idx', 'big_slabs', ['org_id', 'created_at', 'id']);
  await index(db, 'big_slabs_status_idx', 'big_slabs', ['org_id', 'status', 'created_at', 'id']);
  await index(db, 'big_slabs_location_idx', 'big_slabs', ['org_id', 'warehouse_id', 'rack_id']);
  await index(db, 'big_slabs_rack_idx', 'big_slabs', ['org_id', 'rack_id']);
  await index(db, 'big_slabs_material_idx', 'big_slabs', ['org_id', 'material', 'thickness_mm']);
  await index(db, 'big_slabs_thickness_idx', 'big_slabs', ['org_id', 'thickness_mm']);
  // Block, bundle and slab numbers narrow from the left, so one key serves each starting point.
  await index(db, 'big_slabs_block_idx', 'big_slabs', [
    'org_id',
    'block_no',
    'bundle_no',
    'slab_no',
  ]);
  await index(db, 'big_slabs_bundle_idx', 'big_slabs', ['org_id', 'bundle_no', 'slab_no']);
  await index(db, 'big_slabs_slab_no_idx', 'big_slabs', ['org_id', 'slab_no']);
  // Size ranges and size sorts.
  await index(db, 'big_slabs_length_idx', 'big_slabs', ['org_id', 'length_mm', 'width_mm']);
  await index(db, 'big_slabs_width_idx', 'big_slabs', ['org_id', 'width_mm']);
  await index(db, 'big_slabs_area_idx', 'big_slabs', ['org_id', 'area_mm2']);
  await index(db, 'big_slabs_parent_idx', 'big_slabs', ['org_id', 'parent_id']);

  // A slab's photos, in order: rows (not JSON) so the upload housekeeping sees them in use.
  await db.schema
    .createTable('big_slab_photos')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('slab_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
    .addPrimaryKeyConstraint('big_slab_photos_pk', ['org_id', 'slab_id', 'seq'])
    .addForeignKeyConstraint(
      'big_slab_photos_slab_fk',
      ['org_id', 'slab_id'],
      'big_slabs',
      ['org_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await index(db, 'big_slab_photos_file_idx', 'big_slab_photos', ['file_id']);

  await versioned(db, 'devices', (t) =>
    t
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('linked_at', time)
      .addColumn('pickup_status', 'text', (c) => c.notNull().defaultTo('idle'))
      .addColumn('current_table', 'text', (c) => c.notNull().defaultTo('A')),
  );
  await index(db, 'devices_code_uq', 'devices', ['org_id', 'code'], true);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'devices',
    'big_slab_photos',
    'big_slabs',
    'process_categories',
    'workshops',
    'racks',
    'warehouses',
  ])
    await db.schema.dropTable(table).execute();
}
