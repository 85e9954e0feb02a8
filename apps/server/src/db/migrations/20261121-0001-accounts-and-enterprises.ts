import type { Kysely } from 'kysely';

/* Dialect-neutral: only text, integer and real columns, composite keys by (org_id, id). */

const time = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('gender', 'text')
    .addColumn('current_org_id', 'text')
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('orgs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('region', 'text')
    .addColumn('logo', 'text')
    .addColumn('partnership_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('module_ids', 'text', (c) => c.notNull())
    .addColumn('resource_codes', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('plan_expires_at', time)
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_super_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('menu_ids', 'text', (c) => c.notNull())
    .addColumn('actions', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('roles_pk', ['org_id', 'id'])
    .addUniqueConstraint('roles_name_uq', ['org_id', 'name'])
    .execute();

  await db.schema
    .createTable('departments')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('departments_pk', ['org_id', 'id'])
    .addForeignKeyConstraint('departments_parent_fk', ['org_id', 'parent_id'], 'departments', [
      'org_id',
      'id',
    ])
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('role_id', 'text', (c) => c.notNull())
    .addColumn('department_id', 'text')
    .addColumn('staff_no', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('web_access', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('members_pk', ['org_id', 'id'])
    .addUniqueConstraint('members_user_uq', ['org_id', 'user_id'])
    .addUniqueConstraint('members_staff_no_uq', ['org_id', 'staff_no'])
    .addForeignKeyConstraint('members_role_fk', ['org_id', 'role_id'], 'roles', ['org_id', 'id'])
    .addForeignKeyConstraint('members_department_fk', ['org_id', 'department_id'], 'departments', [
      'org_id',
      'id',
    ])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('org_id', 'text')
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('last_used_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('renewed_at', time)
    .addColumn('revoked_at', time)
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('join_applications')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('remark', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('join_applications_pk', ['org_id', 'id'])
    .execute();
  await db.schema
    .createIndex('join_applications_user_idx')
    .on('join_applications')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('used_at', time)
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_codes_phone_idx')
    .on('sms_codes')
    .columns(['phone', 'created_at'])
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer_x', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('consumed_at', time)
    .execute();

  await db.schema
    .createTable('idempotency')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_pk', ['user_id', 'endpoint', 'request_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idempotency',
    'captchas',
    'sms_codes',
    'join_applications',
    'sessions',
    'members',
    'departments',
    'roles',
    'orgs',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
