import type { Kysely } from 'kysely';

/*
 * Issue 18: wooden boxes and the pieces packed into them. A box's number is unique within its
 * project; a piece sits in at most one box, which the primary key (org, piece) enforces, so two
 * packers scanning one piece into two boxes at once leave it in one. Counters (pieces, net area
 * mm², weight in whole grams) live on the box row: a pack updates them with a conditional
 * update against the project's capacity, which serialises packers of one box. The audit keeps
 * every pack and unpack (production history, as work reports do).
 */

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('wooden_boxes')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('box_type', 'text', (c) => c.notNull())
    .addColumn('length_mm', 'integer', (c) => c.notNull())
    .addColumn('width_mm', 'integer', (c) => c.notNull())
    .addColumn('height_mm', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('piece_count', 'integer', (c) => c.notNull())
    .addColumn('area_mm2', 'bigint', (c) => c.notNull())
    .addColumn('weight_g', 'bigint', (c) => c.notNull())
    /** The packing list's box number it was made for, if any. */
    .addColumn('planned_box_no', 'integer')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sealed_at', 'text')
    .addPrimaryKeyConstraint('wooden_boxes_pk', ['org_id', 'id'])
    .addForeignKeyConstraint('wooden_boxes_project_fk', ['org_id', 'project_id'], 'projects', [
      'org_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('wooden_boxes_number_uq')
    .on('wooden_boxes')
    .columns(['org_id', 'project_id', 'number'])
    .unique()
    .execute();

  await db.schema
    .createTable('box_pieces')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('piece_id', 'text', (c) => c.notNull())
    .addColumn('box_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    /** The piece's net area and weight when packed: an unpack takes back exactly these. */
    .addColumn('area_mm2', 'integer', (c) => c.notNull())
    .addColumn('weight_g', 'integer', (c) => c.notNull())
    .addColumn('packed_by', 'text', (c) => c.notNull())
    .addColumn('packed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('box_pieces_pk', ['org_id', 'piece_id'])
    .addForeignKeyConstraint('box_pieces_box_fk', ['org_id', 'box_id'], 'wooden_boxes', [
      'org_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('box_pieces_box_idx')
    .on('box_pieces')
    .columns(['org_id', 'box_id', 'packed_at'])
    .execute();

  await db.schema
    .createTable('box_piece_audit')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('box_id', 'text', (c) => c.notNull())
    .addColumn('piece_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('box_piece_audit_pk', ['org_id', 'id'])
    .execute();
  await db.schema
    .createIndex('box_piece_audit_box_idx')
    .on('box_piece_audit')
    .columns(['org_id', 'box_id', 'at'])
    .execute();
  // Kit groups are read per project by planned box and plane.
  await db.schema
    .createIndex('project_slabs_project_box_idx')
    .on('project_slabs')
    .columns(['org_id', 'project_id', 'box_no', 'plane_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('project_slabs_project_box_idx').execute();
  await db.schema.dropTable('box_piece_audit').execute();
  await db.schema.dropTable('box_pieces').execute();
  await db.schema.dropTable('wooden_boxes').execute();
}
