import type { Kysely } from 'kysely';

/*
 * Issue 17: a cutting record per confirmed cut, and its day totals. The record copies what it
 * names (barcode, block/bundle/slab numbers, plan slab size) so it stays true if the slab or the
 * plan changes later; ids are kept for links, without foreign keys other than the enterprise's,
 * since production history outlives a deleted slab or project.
 *
 * cutting_days keeps per factory day, saw, operator, project and material the sums the cutting
 * data screen and the home figures show, so neither reads a million records for a total
 * (docs/benchmarks.md). Written in the cut's transaction beside the record.
 */

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('cutting_records')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('slab_id', 'text', (c) => c.notNull())
    .addColumn('barcode', 'text', (c) => c.notNull())
    .addColumn('block_no', 'text', (c) => c.notNull())
    .addColumn('bundle_no', 'text', (c) => c.notNull())
    .addColumn('slab_no', 'text', (c) => c.notNull())
    .addColumn('material_id', 'text')
    .addColumn('is_remnant', 'integer', (c) => c.notNull())
    .addColumn('project_id', 'text')
    .addColumn('plane_id', 'text')
    .addColumn('layout_id', 'text')
    .addColumn('plan_seq', 'integer', (c) => c.notNull())
    .addColumn('plan_length_mm', 'integer', (c) => c.notNull())
    .addColumn('plan_width_mm', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('device_table', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('cut_at', 'text', (c) => c.notNull())
    .addColumn('cut_length_mm', 'bigint', (c) => c.notNull())
    .addColumn('piece_count', 'integer', (c) => c.notNull())
    .addColumn('piece_area_mm2', 'bigint', (c) => c.notNull())
    .addColumn('rect_area_mm2', 'bigint', (c) => c.notNull())
    .addColumn('slab_area_mm2', 'bigint', (c) => c.notNull())
    .addColumn('remnant_area_mm2', 'bigint', (c) => c.notNull())
    .addColumn('yield_bp', 'integer', (c) => c.notNull())
    .addColumn('rect_yield_bp', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cutting_records_pk', ['org_id', 'id'])
    .execute();
  // A slab is cut once: a second record (two confirmations racing) fails on this index.
  await db.schema
    .createIndex('cutting_records_slab_uq')
    .on('cutting_records')
    .columns(['org_id', 'slab_id'])
    .unique()
    .execute();
  // The list pages newest first, over everything or one saw, operator, project or material.
  for (const [name, column] of [
    ['cutting_records_time_idx', null],
    ['cutting_records_device_idx', 'device_id'],
    ['cutting_records_user_idx', 'user_id'],
    ['cutting_records_project_idx', 'project_id'],
    ['cutting_records_material_idx', 'material_id'],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('cutting_records')
      .columns(column ? ['org_id', column, 'cut_at', 'id'] : ['org_id', 'cut_at', 'id'])
      .execute();

  // '' stands for "none" in the key columns, so the primary key can hold them.
  await db.schema
    .createTable('cutting_days')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('material_id', 'text', (c) => c.notNull())
    .addColumn('slab_count', 'integer', (c) => c.notNull())
    .addColumn('cut_length_mm', 'bigint', (c) => c.notNull())
    .addColumn('piece_area_mm2', 'bigint', (c) => c.notNull())
    .addColumn('slab_area_mm2', 'bigint', (c) => c.notNull())
    .addColumn('consumption_mm2', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('cutting_days_pk', [
      'org_id',
      'day',
      'device_id',
      'user_id',
      'project_id',
      'material_id',
    ])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('cutting_days').execute();
  await db.schema.dropTable('cutting_records').execute();
}
