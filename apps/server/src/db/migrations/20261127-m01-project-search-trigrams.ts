import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Issue 24: the project keyword search at 1,000,000 projects. A contains-search (LIKE '%x%')
 * can use no b-tree, so a rare keyword read every row of the enterprise. A trigram index finds
 * the rows holding a text of three or more characters in any position, case as stored (the
 * search text is lower-cased already, project-search.ts):
 * - SQLite: an FTS5 table with the trigram tokenizer, its rowid the project's rowid, kept in step
 *   by triggers (a project's rowid never changes: the app runs no VACUUM).
 * - PostgreSQL: pg_trgm's GIN index on the column. Extensions belong to the database, not to a
 *   schema (tests make a schema per suite): it is created once, in public, under a lock so
 *   concurrent migrations don't race, and its operator class is named with its schema.
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`select pg_advisory_xact_lock(hashtext('stone_pg_trgm'))`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const ops = sql.raw(`${sql.id(rows[0]?.schema ?? 'public').compile(db).sql}.gin_trgm_ops`);
    await sql`create index projects_search_trgm_idx on projects using gin (search_text ${ops})`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table projects_search using fts5(search_text, tokenize = 'trigram')`.execute(
    db,
  );
  await sql`insert into projects_search (rowid, search_text)
    select rowid, search_text from projects`.execute(db);
  await sql`create trigger projects_search_insert after insert on projects begin
    insert into projects_search (rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`create trigger projects_search_update after update of search_text on projects begin
    update projects_search set search_text = new.search_text where rowid = old.rowid;
  end`.execute(db);
  await sql`create trigger projects_search_delete after delete on projects begin
    delete from projects_search where rowid = old.rowid;
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists projects_search_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ['insert', 'update', 'delete'])
    await sql`drop trigger if exists ${sql.raw(`projects_search_${trigger}`)}`.execute(db);
  await sql`drop table if exists projects_search`.execute(db);
}
