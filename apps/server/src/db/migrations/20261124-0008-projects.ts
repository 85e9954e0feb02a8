import type { Kysely } from 'kysely';

/*
 * Issue 12: projects (solutions), planes, CAD uploads, engineering slabs (pieces), plan runs and
 * their layouts. Dialect-neutral like 0001: text, integer and real only, keys by (org_id, id),
 * foreign keys that include org_id so a row can never point into another enterprise.
 * Areas are integer mm², yields integer basis points (10000 = 100 %), so sums stay exact.
 */

const time = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('solutions')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_brand', 'text', (c) => c.notNull())
    .addColumn('delivery_at', time)
    .addColumn('project_type', 'text', (c) => c.notNull())
    .addColumn('review_state', 'text', (c) => c.notNull())
    .addColumn('production_state', 'text', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('terminated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settings_json', 'text', (c) => c.notNull())
    .addColumn('plane_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('piece_count', 'integer', (c) => c.notNull().defaultTo(0))
    // bigint: a project's summed area passes int4 (2147 m²) on PostgreSQL; SQLite stores it alike.
    .addColumn('total_area_mm2', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('slab_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('yield_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('packing_list_state', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('solutions_pk', ['org_id', 'id'])
    .execute();
  // The list always filters by enterprise and one of these, newest first.
  for (const [name, column] of [
    ['solutions_archived_idx', 'archived'],
    ['solutions_review_idx', 'review_state'],
    ['solutions_production_idx', 'production_state'],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('solutions')
      .columns(['org_id', column, 'created_at'])
      .execute();
  }
  // Order numbers are looked up exactly or by prefix; names by prefix within the enterprise.
  await db.schema
    .createIndex('solutions_order_no_idx')
    .on('solutions')
    .columns(['org_id', 'order_no'])
    .execute();
  await db.schema
    .createIndex('solutions_name_idx')
    .on('solutions')
    .columns(['org_id', 'name'])
    .execute();

  await db.schema
    .createTable('planes')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('solution_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('batch', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('planning_state', 'text', (c) => c.notNull())
    .addColumn('piece_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('planned_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cut_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('secondary_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('boxed_count', 'integer', (c) => c.notNull().defaultTo(0))
    // No foreign key: plan_runs is created below and points back at planes.
    .addColumn('accepted_run_id', 'text')
    .addColumn('yield_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('planes_pk', ['org_id', 'id'])
    .addForeignKeyConstraint('planes_solution_fk', ['org_id', 'solution_id'], 'solutions', [
      'org_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('planes_solution_idx')
    .on('planes')
    .columns(['org_id', 'solution_id'])
    .execute();

  await db.schema
    .createTable('cad_uploads')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('solution_id', 'text', (c) => c.notNull())
    .addColumn('plane_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('slab_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plane_area_mm2', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('report_json', 'text', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('preview_svg', 'text')
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('cad_uploads_pk', ['org_id', 'id'])
    .addForeignKeyConstraint('cad_uploads_solution_fk', ['org_id', 'solution_id'], 'solutions', [
      'org_id',
      'id',
    ])
    .addForeignKeyConstraint('cad_uploads_plane_fk', ['org_id', 'plane_id'], 'planes', [
      'org_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('cad_uploads_solution_idx')
    .on('cad_uploads')
    .columns(['org_id', 'solution_id'])
    .execute();

  await db.schema
    .createTable('project_slabs')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('solution_id', 'text', (c) => c.notNull())
    .addColumn('plane_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('width_mm', 'double precision', (c) => c.notNull())
    .addColumn('height_mm', 'double precision', (c) => c.notNull())
    .addColumn('area_mm2', 'integer', (c) => c.notNull())
    .addColumn('thickness_mm', 'double precision', (c) => c.notNull())
    .addColumn('contour_json', 'text', (c) => c.notNull())
    .addColumn('process_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('abnormal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('box_no', 'integer')
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('project_slabs_pk', ['org_id', 'id'])
    .addForeignKeyConstraint('project_slabs_solution_fk', ['org_id', 'solution_id'], 'solutions', [
      'org_id',
      'id',
    ])
    .addForeignKeyConstraint('project_slabs_plane_fk', ['org_id', 'plane_id'], 'planes', [
      'org_id',
      'id',
    ])
    .execute();
  // Pieces are read a plane at a time, in code order.
  await db.schema
    .createIndex('project_slabs_plane_idx')
    .on('project_slabs')
    .columns(['org_id', 'plane_id', 'code'])
    .execute();
  await db.schema
    .createIndex('project_slabs_solution_idx')
    .on('project_slabs')
    .columns(['org_id', 'solution_id'])
    .execute();

  await db.schema
    .createTable('plan_runs')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('solution_id', 'text', (c) => c.notNull())
    .addColumn('plane_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('progress_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', time)
    .addColumn('finished_at', time)
    .addColumn('time_budget_ms', 'integer', (c) => c.notNull())
    .addColumn('slab_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('piece_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unplaced_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('yield_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_code', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_runs_pk', ['org_id', 'id'])
    .addForeignKeyConstraint('plan_runs_solution_fk', ['org_id', 'solution_id'], 'solutions', [
      'org_id',
      'id',
    ])
    .addForeignKeyConstraint('plan_runs_plane_fk', ['org_id', 'plane_id'], 'planes', [
      'org_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('plan_runs_plane_idx')
    .on('plan_runs')
    .columns(['org_id', 'plane_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('plan_layouts')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('slab_length_mm', 'double precision', (c) => c.notNull())
    .addColumn('slab_width_mm', 'double precision', (c) => c.notNull())
    .addColumn('yield_bp', 'integer', (c) => c.notNull())
    .addColumn('layout_json', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_layouts_pk', ['org_id', 'id'])
    .addForeignKeyConstraint('plan_layouts_run_fk', ['org_id', 'run_id'], 'plan_runs', [
      'org_id',
      'id',
    ])
    .addUniqueConstraint('plan_layouts_run_seq_uq', ['org_id', 'run_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_layouts').execute();
  await db.schema.dropIndex('plan_runs_plane_idx').execute();
  await db.schema.dropTable('plan_runs').execute();
  await db.schema.dropIndex('project_slabs_solution_idx').execute();
  await db.schema.dropIndex('project_slabs_plane_idx').execute();
  await db.schema.dropTable('project_slabs').execute();
  await db.schema.dropIndex('cad_uploads_solution_idx').execute();
  await db.schema.dropTable('cad_uploads').execute();
  await db.schema.dropIndex('planes_solution_idx').execute();
  await db.schema.dropTable('planes').execute();
  for (const name of [
    'solutions_name_idx',
    'solutions_order_no_idx',
    'solutions_production_idx',
    'solutions_review_idx',
    'solutions_archived_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.dropTable('solutions').execute();
}
