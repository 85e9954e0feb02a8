import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Issue 19: the order list's keyword at 100,000 orders. A contains-search on name, number and
 * customer reads every order of the enterprise for a rare keyword; as the project list does
 * (migration m01), one stored search text (the three fields lower-cased, joined by a line break)
 * gets a trigram index:
 * - SQLite: an FTS5 table with the trigram tokenizer, its rowid the order's rowid, kept in step
 *   by triggers (a rowid never changes: the app runs no VACUUM).
 * - PostgreSQL: pg_trgm's GIN index (the extension is created once, in public, under a lock, as
 *   m01 does; its operator class is named with its schema).
 * The type and price-lock filters get indexes in the list's order too.
 */
type Db = Kysely<unknown>;
const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Frozen copy of orderSearchText (order-search.ts): JavaScript lower-cases every script.
  const rows = await sql<{
    org_id: string;
    id: string;
    name: string;
    number: string;
    customer_name: string;
  }>`
    select org_id, id, name, number, customer_name from orders`.execute(db);
  for (const r of rows.rows)
    await sql`update orders set search_text = ${[r.name, r.number, r.customer_name].join('\n').toLowerCase()}
      where org_id = ${r.org_id} and id = ${r.id}`.execute(db);
  // The list's two filters, newest first: the capped count and the page read only matching rows.
  for (const column of ['order_type', 'price_locked'])
    await db.schema
      .createIndex(`orders_${column}_idx`)
      .on('orders')
      .columns(['org_id', column, 'created_at', 'id'])
      .execute();
  if (isPostgres(db)) {
    await sql`select pg_advisory_xact_lock(hashtext('stone_pg_trgm'))`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows: ext } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const ops = sql.raw(`${sql.id(ext[0]?.schema ?? 'public').compile(db).sql}.gin_trgm_ops`);
    await sql`create index orders_search_trgm_idx on orders using gin (search_text ${ops})`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table orders_search using fts5(search_text, tokenize = 'trigram')`.execute(
    db,
  );
  await sql`insert into orders_search (rowid, search_text) select rowid, search_text from orders`.execute(
    db,
  );
  await sql`create trigger orders_search_insert after insert on orders begin
    insert into orders_search (rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`create trigger orders_search_update after update of search_text on orders begin
    update orders_search set search_text = new.search_text where rowid = old.rowid;
  end`.execute(db);
  await sql`create trigger orders_search_delete after delete on orders begin
    delete from orders_search where rowid = old.rowid;
  end`.execute(db);
}

export async function down(db: Db): Promise<void> {
  for (const column of ['order_type', 'price_locked'])
    await db.schema.dropIndex(`orders_${column}_idx`).execute();
  if (isPostgres(db)) {
    await sql`drop index if exists orders_search_trgm_idx`.execute(db);
  } else {
    for (const trigger of ['insert', 'update', 'delete'])
      await sql`drop trigger if exists ${sql.raw(`orders_search_${trigger}`)}`.execute(db);
    await sql`drop table if exists orders_search`.execute(db);
  }
  await db.schema.alterTable('orders').dropColumn('search_text').execute();
}
