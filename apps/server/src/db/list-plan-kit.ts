// Test helper (not a test file itself): the query plans of a list's first page and its capped
// count, as listPage runs them (list-query.ts), for the `*-plan.test.ts` suites of issue 24.
import { CompiledQuery, sql, type SelectQueryBuilder } from 'kysely';
import type { Db, Dialect } from './database.ts';
import { countCapOf, countsInOrder } from './list-query.ts';
import type { PageCount } from './list-query.ts';
import type { Database } from '../tables.ts';

type Query<T extends keyof Database> = SelectQueryBuilder<Database, T, object>;

export type ListQueries<T extends keyof Database, R> = {
  filtered: Query<T>;
  ordered: (query: Query<T>) => SelectQueryBuilder<Database, T, R>;
  count: PageCount<T>;
};

/**
 * The plans (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN with sequential scans off, so
 * the check is "an index serves it", not the planner's guess on a small table) of the first
 * page and of its count.
 */
export async function firstPagePlans<T extends keyof Database, R>(
  db: Db,
  dialect: Dialect,
  list: ListQueries<T, R>,
  pageSize = 20,
) {
  const { filtered, ordered, count } = list;
  const counted = count.counted ?? filtered;
  const inOrder =
    count.inOrder === false || !countsInOrder(db) ? counted : ordered(counted).clearSelect();
  const cap = countCapOf({ limit: pageSize, offset: 0 });
  const queries = [
    ordered(filtered).limit(pageSize),
    db
      .selectFrom(
        inOrder
          .select(sql`1`.as('one'))
          .limit(cap + 1)
          .as('capped'),
      )
      .selectAll(),
  ].map((q) => q.compile());
  const [pagePlan = '', countPlan = ''] = await queryPlans(db, dialect, queries);
  return { page: pagePlan, count: countPlan };
}

/** The plans of `queries`, as firstPagePlans reads them (sequential scans off on PostgreSQL). */
export function queryPlans(db: Db, dialect: Dialect, queries: CompiledQuery[]) {
  return db.connection().execute(async (conn) => {
    if (dialect === 'postgres') await sql`set enable_seqscan = off`.execute(conn);
    try {
      const plans: string[] = [];
      for (const q of queries) {
        const explain = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
        const { rows } = await conn.executeQuery<Record<string, unknown>>(
          CompiledQuery.raw(explain + q.sql, [...q.parameters]),
        );
        plans.push(rows.map((r) => String(r.detail ?? r['QUERY PLAN'])).join('\n'));
      }
      return plans;
    } finally {
      if (dialect === 'postgres') await sql`reset enable_seqscan`.execute(conn);
    }
  });
}
