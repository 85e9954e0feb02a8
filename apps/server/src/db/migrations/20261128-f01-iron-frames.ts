import type { Kysely } from 'kysely';

/*
 * Issue 18: iron frames, the pieces on them and their circulation record. A piece is on at most
 * one frame: the unique key (org, piece) is what leaves one winner when two scanners bind the same
 * piece to two frames at once. The circulation record is production history, kept without
 * foreign keys other than the enterprise's (as work reports, w01).
 */

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('iron_frames')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    /** The generated number's integer part, so the next batch continues after the highest. */
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('class_no', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text')
    .addColumn('plane_id', 'text')
    .addColumn('stage_cutting', 'text', (c) => c.notNull())
    .addColumn('stage_reinforcement', 'text', (c) => c.notNull())
    .addColumn('stage_secondary', 'text', (c) => c.notNull())
    .addColumn('stage_boxing', 'text', (c) => c.notNull())
    .addColumn('returnable', 'integer', (c) => c.notNull())
    .addColumn('returned', 'integer', (c) => c.notNull())
    /** Set by the first bind, move or return: a used frame is never deleted. */
    .addColumn('used', 'integer', (c) => c.notNull())
    .addColumn('operator_id', 'text')
    .addColumn('piece_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('iron_frames_pk', ['org_id', 'id'])
    .execute();
  await db.schema
    .createIndex('iron_frames_number_uq')
    .on('iron_frames')
    .columns(['org_id', 'number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('iron_frames_seq_uq')
    .on('iron_frames')
    .columns(['org_id', 'seq'])
    .unique()
    .execute();
  await db.schema
    .createIndex('iron_frames_project_idx')
    .on('iron_frames')
    .columns(['org_id', 'project_id'])
    .execute();
  await db.schema
    .createIndex('iron_frames_plane_idx')
    .on('iron_frames')
    .columns(['org_id', 'plane_id'])
    .execute();

  await db.schema
    .createTable('frame_pieces')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('piece_id', 'text', (c) => c.notNull())
    .addColumn('frame_id', 'text', (c) => c.notNull())
    .addColumn('bound_at', 'text', (c) => c.notNull())
    .addColumn('bound_by', 'text', (c) => c.notNull())
    // One row per piece: the key itself is the "one frame per piece" rule.
    .addPrimaryKeyConstraint('frame_pieces_pk', ['org_id', 'piece_id'])
    .addForeignKeyConstraint('frame_pieces_frame_fk', ['org_id', 'frame_id'], 'iron_frames', [
      'org_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('frame_pieces_frame_idx')
    .on('frame_pieces')
    .columns(['org_id', 'frame_id', 'bound_at'])
    .execute();

  await db.schema
    .createTable('frame_records')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('frame_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('piece_count', 'integer', (c) => c.notNull())
    /** JSON list of the piece codes of a bind, unbind or release (at most 200). */
    .addColumn('piece_codes', 'text', (c) => c.notNull())
    .addColumn('from_location', 'text', (c) => c.notNull())
    .addColumn('to_location', 'text', (c) => c.notNull())
    .addColumn('process_id', 'text')
    .addColumn('process_name', 'text', (c) => c.notNull())
    .addColumn('mode', 'text')
    .addColumn('stage', 'text')
    .addColumn('stage_state', 'text')
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('frame_records_pk', ['org_id', 'id'])
    .execute();
  await db.schema
    .createIndex('frame_records_frame_idx')
    .on('frame_records')
    .columns(['org_id', 'frame_id', 'at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('frame_records').execute();
  await db.schema.dropTable('frame_pieces').execute();
  await db.schema.dropTable('iron_frames').execute();
}
