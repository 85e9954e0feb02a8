import type { Kysely } from 'kysely';

/*
 * Issue 17: work reports and their audit trail. A report is one piece finished at one process
 * of its route; the unique key (org, piece, process) is what makes two tablets scanning the
 * same label at once leave one report. An undo deletes the report (so the step can be reported
 * again) and the audit keeps both events with the undo's reason: production history, so ids are
 * kept without foreign keys other than the enterprise's (as cutting records, k01).
 */

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('work_reports')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('piece_id', 'text', (c) => c.notNull())
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    /** The step's place in the piece's route when reported (0-based). */
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('worker_id', 'text', (c) => c.notNull())
    .addColumn('reported_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('work_reports_pk', ['org_id', 'id'])
    .execute();
  await db.schema
    .createIndex('work_reports_piece_process_uq')
    .on('work_reports')
    .columns(['org_id', 'piece_id', 'process_id'])
    .unique()
    .execute();
  // The list pages newest first, over everything or one worker, process or project.
  await db.schema
    .createIndex('work_reports_time_idx')
    .on('work_reports')
    .columns(['org_id', 'reported_at', 'id'])
    .execute();
  for (const column of ['worker_id', 'process_id', 'project_id'])
    await db.schema
      .createIndex(`work_reports_${column.replace('_id', '')}_idx`)
      .on('work_reports')
      .columns(['org_id', column, 'reported_at', 'id'])
      .execute();

  await db.schema
    .createTable('work_report_audit')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('piece_id', 'text', (c) => c.notNull())
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('worker_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('work_report_audit_pk', ['org_id', 'id'])
    .execute();
  await db.schema
    .createIndex('work_report_audit_time_idx')
    .on('work_report_audit')
    .columns(['org_id', 'at', 'id'])
    .execute();
  await db.schema
    .createIndex('work_report_audit_piece_idx')
    .on('work_report_audit')
    .columns(['org_id', 'piece_id', 'at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('work_report_audit').execute();
  await db.schema.dropTable('work_reports').execute();
}
