import type { Kysely } from 'kysely';

/*
 * Issue 18: production plans and workshop tasks. A task's status is not a column: it is read
 * from its plane's counters (cut, secondary, boxed), which the piece life cycle keeps. A plane
 * has at most one open task per stage: `open_stage` holds the stage while the task's plan is not
 * closed and NULL after, and (org, plane, open_stage) is unique (NULLs never clash, in both
 * databases). Planes and workshops are named without foreign keys, as production history
 * (cutting records, k01); transfers keep every move with its reason.
 */

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('production_plans')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_day', 'text', (c) => c.notNull())
    .addColumn('end_day', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('production_plans_pk', ['org_id', 'id'])
    .execute();
  await db.schema
    .createIndex('production_plans_number_uq')
    .on('production_plans')
    .columns(['org_id', 'number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('production_plans_time_idx')
    .on('production_plans')
    .columns(['org_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('workshop_tasks')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('plane_id', 'text', (c) => c.notNull())
    .addColumn('workshop_id', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('transferable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('open_stage', 'text')
    .addColumn('started_at', 'text')
    .addColumn('started_by', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('workshop_tasks_pk', ['org_id', 'id'])
    .addForeignKeyConstraint('workshop_tasks_plan_fk', ['org_id', 'plan_id'], 'production_plans', [
      'org_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('workshop_tasks_open_uq')
    .on('workshop_tasks')
    .columns(['org_id', 'plane_id', 'open_stage'])
    .unique()
    .execute();
  await db.schema
    .createIndex('workshop_tasks_plan_idx')
    .on('workshop_tasks')
    .columns(['org_id', 'plan_id'])
    .execute();
  // A lead's list: one stage, one workshop, newest first.
  await db.schema
    .createIndex('workshop_tasks_workshop_idx')
    .on('workshop_tasks')
    .columns(['org_id', 'stage', 'workshop_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('workshop_task_transfers')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('from_workshop_id', 'text', (c) => c.notNull())
    .addColumn('to_workshop_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('workshop_task_transfers_pk', ['org_id', 'id'])
    .execute();
  await db.schema
    .createIndex('workshop_task_transfers_task_idx')
    .on('workshop_task_transfers')
    .columns(['org_id', 'task_id', 'at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('workshop_task_transfers').execute();
  await db.schema.dropTable('workshop_tasks').execute();
  await db.schema.dropTable('production_plans').execute();
}
