// The document lists: paged and filtered, and the foundry view's sums per OEM client.
import { PostgresAdapter, sql } from 'kysely';
import type { z } from 'zod';
import { SETTLEMENT_LIMITS } from '@stone/shared/settlements/enums';
import type { settlementListBody } from '@stone/shared/settlements/settlements';
import { columnKeyword, keywordMatches, keywordRows } from '../../db/column-search.ts';
import { containsText, directionOf, listPage } from '../../db/list-query.ts';
import { numberPrefix } from '../../db/number-prefix.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import type { SettlementRow } from './settlements.repository.ts';
import type { SettlementsTable } from './settlements.tables.ts';

type ListQuery = z.output<typeof settlementListBody>;

const SORT = { createdAt: 'created_at', number: 'number', total: 'total_cents' } as const;

/** A keyword that is a number's start, as typed or scanned: JS-20261127-007. */
const NUMBER_SHAPE = /^js-[\d-]+$/i;

const SEARCH = {
  table: 'settlements',
  columns: ['number', 'name', 'order_number', 'customer_name'],
  fts: 'settlements_search',
  index: 'settlements_search_trgm_idx',
  pgColumn: 'search_text',
};

export async function listSettlements<T>(
  org: OrgScope,
  q: ListQuery,
  toItem: (row: SettlementRow) => T,
) {
  const { filtered, ordered, count } = await settlementListQuery(org, q);
  return listPage(org, filtered, q, ordered, (row) => toItem(row as SettlementRow), count);
}

/**
 * The list's query, its order and how it is counted (issue 24, 1,000,000 documents, migration
 * l07). Newest first, the type, state and arrival each walk an index of their own in that
 * order. By number or total the list walks that sort's index and tests the filters row by row:
 * on SQLite, which has no statistics, the unary plus keeps a filter column off its index, which
 * would read all of a type's documents to sort them. A keyword few documents hold is read
 * through the trigram table (column-search.ts), its matches sorted and counted unordered; one
 * shaped like a number (JS-, digits and dashes) is the start of the numbers it finds
 * (number-prefix.ts): "JS-" opens every number, and names, order numbers and clients are not
 * searched for it.
 */
export async function settlementListQuery(org: OrgScope, q: ListQuery) {
  const number =
    q.keyword && NUMBER_SHAPE.test(q.keyword)
      ? await numberPrefix(org, 'settlements', q.keyword)
      : null;
  const keyword = q.keyword && !number ? await columnKeyword(org.db, SEARCH, q.keyword) : null;
  const read = !!keyword?.rowids || !!number?.few;
  const sqlite = !(org.db.getExecutor().adapter instanceof PostgresAdapter);
  const field = SORT[q.sortField ?? 'createdAt'];
  const walked = read || field !== 'created_at';
  const col = (column: keyof SettlementsTable, off: boolean) =>
    off && sqlite
      ? sql<unknown>`+${sql.ref(`settlements.${column}`)}`
      : sql.ref(`settlements.${column}`);
  // PostgreSQL, a keyword its trigram index narrows to a few thousand rows: the filters stay
  // off their indexes, lest the planner AND those rows with a state's 300,000 (38 ms).
  const narrowed = !sqlite && !!keyword?.pieces.length;
  const filter = (column: 'doc_type' | 'status' | 'account_arrived') => {
    if (!narrowed) return col(column, walked);
    const ref = sql.ref(`settlements.${column}`);
    return column === 'account_arrived' ? sql<number>`(${ref} + 0)` : sql<string>`(${ref} || '')`;
  };
  let filtered = keywordRows(org, keyword, org.selectFrom('settlements'));
  if (number) filtered = filtered.where(number.matches);
  if (q.docType) filtered = filtered.where(filter('doc_type'), '=', q.docType);
  if (q.status) filtered = filtered.where(filter('status'), '=', q.status);
  if (q.arrived !== undefined)
    filtered = filtered.where(filter('account_arrived'), '=', q.arrived ? 1 : 0);
  // Last: SQLite tests a row's terms in this order, and the LIKE costs most.
  if (keyword) filtered = filtered.where(keywordMatches(keyword));
  const dir = q.sortField ? directionOf(q) : 'desc';
  return {
    filtered,
    ordered: (query: typeof filtered) =>
      query.selectAll('settlements').orderBy(col(field, read), dir).orderBy(col('id', read), dir),
    count: read ? { inOrder: false } : {},
  };
}

/** Sums in cents per OEM client (bigint sums: read with Number()). */
export function foundryRows(org: OrgScope, keyword?: string) {
  let q = org
    .selectFrom('settlements')
    .select((eb) => [
      'customer_name',
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.sum<string | number>('total_cents').as('total'),
      eb.fn
        .sum<string | number>(eb.case().when('status', '=', 'unsettled').then(1).else(0).end())
        .as('unsettled'),
      eb.fn
        .sum<string | number>(
          eb.case().when('status', '=', 'settled').then(eb.ref('total_cents')).else(0).end(),
        )
        .as('settled'),
      eb.fn
        .sum<string | number>(
          eb.case().when('account_arrived', '=', 1).then(eb.ref('total_cents')).else(0).end(),
        )
        .as('arrived'),
    ])
    .where('doc_type', '=', 'oem');
  if (keyword) q = q.where(containsText('customer_name', keyword));
  return q
    .groupBy('customer_name')
    .orderBy('customer_name')
    .limit(SETTLEMENT_LIMITS.foundryGroupsMax)
    .execute();
}
