import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Issue 24: the member list at 1,000,000 members, every filter and sort of its screen. As for
 * the project list (l01), each index begins like the list's query (org_id), then the filter or
 * sort column, ids last, so the first page walks it in the list's order and stops after a page:
 * - the default order (created) and the staff no., the filters that leave many members tested
 *   on the index alone; their old indexes (m02) are prefixes of these and go;
 * - the status, role and department filters in the default order (one of them may leave few);
 * - users by nickname, for the sort by name: the nickname lives on users, shared by every
 *   enterprise, so a large enterprise's members are met walking its users in order.
 * The name and phone contains-searches get a trigram index over users (as m01 does for projects):
 * on SQLite an FTS5 trigram table of each user's lower-cased nickname and phone, one line each,
 * kept in step by triggers (a user's rowid never changes: the app runs no VACUUM); on PostgreSQL
 * pg_trgm GIN indexes on lower(nickname) and lower(phone), as the filters compare them.
 */
type Db = Kysely<unknown>;
const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Every index carries what a page's ids and the count read of a member (status, role,
 * department, staff no., creation time), so each is covering and SQLite, without statistics,
 * chooses among them by their filters alone: one not covering lost to a covering walk of the
 * whole enterprise.
 */
const CARRIED = ['status', 'role_id', 'department_id', 'staff_no', 'created_at'] as const;
const carrying = (...lead: string[]) => [
  ...lead,
  'id',
  ...CARRIED.filter((c) => !lead.includes(c)),
];
const INDEXES = [
  ['members_list_created_cover_idx', carrying('created_at')],
  ['members_list_staff_no_cover_idx', carrying('staff_no')],
  ['members_list_status_idx', carrying('status', 'created_at')],
  ['members_list_role_idx', carrying('role_id', 'created_at')],
  ['members_list_department_idx', carrying('department_id', 'created_at')],
] as const;

/** The indexes these replace, as migration m02 made them. */
const REPLACED = [
  ['members_list_created_idx', ['org_id', 'created_at', 'id']],
  ['members_list_staff_no_idx', ['org_id', 'staff_no', 'id']],
] as const;

/** What the trigram table holds of a user (the same text in every trigger). */
const searchText = (row: 'new' | 'old' | 'users') =>
  sql.raw(`lower(${row}.nickname) || char(10) || lower(${row}.phone)`);

async function trigramIndexes(db: Db) {
  if (isPostgres(db)) {
    // The extension is created once, in public, under a lock (m01).
    await sql`select pg_advisory_xact_lock(hashtext('stone_pg_trgm'))`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const ops = sql.raw(`${sql.id(rows[0]?.schema ?? 'public').compile(db).sql}.gin_trgm_ops`);
    await sql`create index users_nickname_trgm_idx on users using gin (lower(nickname) ${ops})`.execute(
      db,
    );
    await sql`create index users_phone_trgm_idx on users using gin (lower(phone) ${ops})`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table users_search using fts5(search_text, tokenize = 'trigram')`.execute(
    db,
  );
  await sql`insert into users_search (rowid, search_text)
    select rowid, ${searchText('users')} from users`.execute(db);
  await sql`create trigger users_search_insert after insert on users begin
    insert into users_search (rowid, search_text) values (new.rowid, ${searchText('new')});
  end`.execute(db);
  await sql`create trigger users_search_update after update of nickname, phone on users begin
    update users_search set search_text = ${searchText('new')} where rowid = old.rowid;
  end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    delete from users_search where rowid = old.rowid;
  end`.execute(db);
}

export async function up(db: Db): Promise<void> {
  for (const [name, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on('members')
      .columns(['org_id', ...columns])
      .execute();
  await db.schema
    .createIndex('users_nickname_idx')
    .on('users')
    .columns(['nickname', 'id'])
    .execute();
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
  await trigramIndexes(db);
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) {
    for (const name of ['users_nickname_trgm_idx', 'users_phone_trgm_idx'])
      await sql`drop index if exists ${sql.id(name)}`.execute(db);
  } else {
    for (const trigger of ['insert', 'update', 'delete'])
      await sql`drop trigger if exists ${sql.raw(`users_search_${trigger}`)}`.execute(db);
    await sql`drop table if exists users_search`.execute(db);
  }
  for (const [name, columns] of REPLACED)
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on('members')
      .columns([...columns])
      .execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropIndex('users_nickname_idx').ifExists().execute();
}
