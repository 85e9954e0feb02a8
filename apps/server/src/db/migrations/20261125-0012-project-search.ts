import { type Kysely, sql } from 'kysely';

/*
 * Project list at 100,000 projects (issue 12, p99 < 50 ms): one stored lower-case search column
 * for the keyword (see project-search.ts), and indexes that begin like every list query does,
 * (org_id, archived), then the sort or filter column, ids last so ties need no sort.
 */
const INDEXES = [
  ['solutions_list_created_idx', ['org_id', 'archived', 'created_at', 'id']],
  ['solutions_list_production_idx', ['org_id', 'archived', 'production_state', 'created_at', 'id']],
  ['solutions_list_review_idx', ['org_id', 'archived', 'review_state', 'created_at', 'id']],
  ['solutions_list_delivery_idx', ['org_id', 'archived', 'delivery_at', 'id']],
  ['solutions_list_order_no_idx', ['org_id', 'archived', 'order_no']],
  // Lets the keyword count read the index alone instead of every wide row.
  ['solutions_list_search_idx', ['org_id', 'archived', 'search_text']],
] as const;

/**
 * The search text as the services wrote it when this migration was made, frozen here so a later
 * change to the live function cannot change what this migration does.
 */
const searchTextOf = (r: Row): string =>
  [r.name, r.order_no, r.customer_name, r.customer_brand].join('\n').toLowerCase();

type Row = {
  org_id: string;
  id: string;
  name: string;
  order_no: string;
  customer_name: string;
  customer_brand: string;
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('solutions')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Filled in JavaScript, as the services fill it (SQL lower() differs between the dialects).
  const { rows } = await sql<Row>`
    select org_id, id, name, order_no, customer_name, customer_brand from solutions`.execute(db);
  for (const r of rows) {
    const text = searchTextOf(r);
    await sql`update solutions set search_text = ${text}
      where org_id = ${r.org_id} and id = ${r.id}`.execute(db);
  }
  for (const [name, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on('solutions')
      .columns([...columns])
      .execute();
  // A prefix of solutions_list_created_idx: it only cost writes and misled SQLite's planner.
  await db.schema.dropIndex('solutions_archived_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('solutions_archived_idx')
    .on('solutions')
    .columns(['org_id', 'archived', 'created_at'])
    .execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.alterTable('solutions').dropColumn('search_text').execute();
}
