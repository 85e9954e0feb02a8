import type { Kysely } from 'kysely';

/*
 * Accounts created when an enterprise adds someone by phone get a random password nobody knows;
 * they sign in by SMS code. password_set = 0 marks them, so their first password can be set
 * without an old one. Every account that existed before has a password of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('password_set', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_set').execute();
}
