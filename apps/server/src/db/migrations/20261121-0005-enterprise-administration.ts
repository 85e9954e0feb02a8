import type { Kysely } from 'kysely';

/* Issue 5: uploaded files and per-enterprise quotas. Dialect-neutral like 0001. */

export async function up(db: Kysely<unknown>): Promise<void> {
  // Avatars belong to a user, logos to an enterprise: org_id is set only for enterprise files.
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.references('orgs.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_org_idx').on('files').column('org_id').execute();

  await db.schema
    .createTable('org_quotas')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('quota_key', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('org_quotas_pk', ['org_id', 'quota_key'])
    .execute();

  // Member lists filter by role and department within an enterprise.
  await db.schema
    .createIndex('members_role_idx')
    .on('members')
    .columns(['org_id', 'role_id'])
    .execute();
  await db.schema
    .createIndex('members_department_idx')
    .on('members')
    .columns(['org_id', 'department_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_department_idx').execute();
  await db.schema.dropIndex('members_role_idx').execute();
  await db.schema.dropTable('org_quotas').execute();
  await db.schema.dropIndex('files_org_idx').execute();
  await db.schema.dropTable('files').execute();
}
