import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Issue 21: several server instances on one PostgreSQL. The tables behind the cached reads
 * (session, membership, user info; docs/adr/0006) notify on every change, once per statement,
 * delivered when the transaction commits; each instance listens and drops its read cache
 * (src/events/cache-sync.ts). The channel carries the schema's name, so schemas (tests) never
 * hear each other. SQLite is one process: nothing to do there.
 */
const CACHED_TABLES = ['users', 'sessions', 'orgs', 'members', 'roles'] as const;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function stone_cache_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify(left('stone_cache_' || current_schema(), 63), '');
      return null;
    end $$`.execute(db);
  for (const table of CACHED_TABLES)
    await sql`
      create trigger ${sql.raw(`${table}_cache_notify`)}
      after insert or update or delete on ${sql.table(table)}
      for each statement execute function stone_cache_notify()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of CACHED_TABLES)
    await sql`drop trigger if exists ${sql.raw(`${table}_cache_notify`)} on ${sql.table(table)}`.execute(
      db,
    );
  await sql`drop function if exists stone_cache_notify()`.execute(db);
}
