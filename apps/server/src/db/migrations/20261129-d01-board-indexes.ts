import type { Kysely } from 'kysely';

/*
 * Issue 20, digital boards: every board read groups the last 30 days of the floor's records.
 * - box_pieces_time_idx: pieces packed by time (the packing and monthly boards), so a read
 *   scans only the window's rows, and the area inside the index.
 * - wooden_boxes_time_idx: boxes made today.
 * - project_slabs_status_idx: pieces of the live projects by state (the kit-completion board),
 *   counted from the index alone.
 * Work reports (work_reports_time_idx) and cutting day rows (their primary key begins with the
 * day) already have theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('box_pieces_time_idx')
    .on('box_pieces')
    .columns(['org_id', 'packed_at', 'area_mm2'])
    .execute();
  await db.schema
    .createIndex('wooden_boxes_time_idx')
    .on('wooden_boxes')
    .columns(['org_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('project_slabs_status_idx')
    .on('project_slabs')
    .columns(['org_id', 'project_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('project_slabs_status_idx').execute();
  await db.schema.dropIndex('wooden_boxes_time_idx').execute();
  await db.schema.dropIndex('box_pieces_time_idx').execute();
}
