import type { Kysely } from 'kysely';

/*
 * Issue 24: the large-slab list at 1,000,000 slabs, every filter and sort of its screen. The
 * page walks one index in the list's order and stops after a page (the capped count after ten,
 * list-query.ts), so each order needs an index that ends with the id that breaks its ties, and
 * each filter that leaves a share of the stock worth reading on its own an index in the default
 * order (newest first):
 * - newest first, the walk carries the small filter columns (thickness, sizes, status, remnant,
 *   bundle and slab no.), so the filters that leave many slabs are tested on the index alone;
 * - the block no. prefix ends with the list's order, so its matches are sorted from the index;
 * - the sorts by thickness, length, width, area and status; their old indexes (no id, so every
 *   tie of a thickness, some 200,000 slabs, was sorted by id) go;
 * - material, warehouse, rack and the remnant flag newest first; the rack's old index
 *   (org_id, rack_id) is a prefix of its new one and goes.
 * What stays: (material, thickness) finds stock for a plan, (warehouse, rack) a place's slabs,
 * (bundle, slab no.) and (slab no.) the other number lookups.
 */
const INDEXES = [
  [
    'big_slabs_list_created_idx',
    [
      ...['org_id', 'created_at', 'id'],
      ...['thickness_mm', 'length_mm', 'width_mm', 'status', 'is_remnant', 'bundle_no', 'slab_no'],
    ],
  ],
  ['big_slabs_list_block_idx', ['org_id', 'block_no', 'bundle_no', 'slab_no', 'created_at', 'id']],
  ['big_slabs_list_thickness_idx', ['org_id', 'thickness_mm', 'id']],
  ['big_slabs_list_length_idx', ['org_id', 'length_mm', 'id']],
  ['big_slabs_list_width_idx', ['org_id', 'width_mm', 'id']],
  ['big_slabs_list_area_idx', ['org_id', 'area_mm2', 'id']],
  ['big_slabs_list_status_idx', ['org_id', 'status', 'id']],
  ['big_slabs_list_material_idx', ['org_id', 'material_id', 'created_at', 'id']],
  ['big_slabs_list_warehouse_idx', ['org_id', 'warehouse_id', 'created_at', 'id']],
  ['big_slabs_list_rack_idx', ['org_id', 'rack_id', 'created_at', 'id']],
  ['big_slabs_list_remnant_idx', ['org_id', 'is_remnant', 'created_at', 'id']],
] as const;

/** The indexes these replace, as migration 0010 made them. */
const REPLACED = [
  ['big_slabs_created_idx', ['org_id', 'created_at', 'id']],
  ['big_slabs_block_idx', ['org_id', 'block_no', 'bundle_no', 'slab_no']],
  ['big_slabs_thickness_idx', ['org_id', 'thickness_mm']],
  ['big_slabs_length_idx', ['org_id', 'length_mm', 'width_mm']],
  ['big_slabs_width_idx', ['org_id', 'width_mm']],
  ['big_slabs_area_idx', ['org_id', 'area_mm2']],
  ['big_slabs_rack_idx', ['org_id', 'rack_id']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on('big_slabs')
      .columns([...columns])
      .execute();
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of REPLACED)
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on('big_slabs')
      .columns([...columns])
      .execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
