import { sql, type Kysely } from 'kysely';

/*
 * Issue 20: team groups (班组) under a process, and their members with performance
 * coefficients. Pay of a team's reports at its process is split among its members by these
 * coefficients, which may sum to at most 100 % (10 000 basis points).
 * - The sum lives on the group row (`coefficient_total_bp`) under a CHECK, and every change of a
 *   member's coefficient moves it with a conditional update in the same transaction, so two
 *   admins adding at once cannot pass 100 % on either database: the second update finds no row.
 * - One employee appears at most once under one process: a unique index on
 *   (org, process, worker), so a race between two teams of one process leaves one.
 */

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('team_groups')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('coefficient_total_bp', 'integer', (c) =>
      c.notNull().check(sql`coefficient_total_bp >= 0 and coefficient_total_bp <= 10000`),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_groups_pk', ['org_id', 'id'])
    .addForeignKeyConstraint('team_groups_process_fk', ['org_id', 'process_id'], 'processes', [
      'org_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('team_groups_name_uq')
    .on('team_groups')
    .columns(['org_id', 'process_id', 'name'])
    .unique()
    .execute();

  await db.schema
    .createTable('team_members')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('team_id', 'text', (c) => c.notNull())
    /** The team's process, repeated so the one-per-process key can hold. */
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('worker_id', 'text', (c) => c.notNull())
    .addColumn('coefficient_bp', 'integer', (c) =>
      c.notNull().check(sql`coefficient_bp > 0 and coefficient_bp <= 10000`),
    )
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_members_pk', ['org_id', 'team_id', 'worker_id'])
    .addForeignKeyConstraint('team_members_team_fk', ['org_id', 'team_id'], 'team_groups', [
      'org_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('team_members_process_worker_uq')
    .on('team_members')
    .columns(['org_id', 'process_id', 'worker_id'])
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('team_members').execute();
  await db.schema.dropTable('team_groups').execute();
}
