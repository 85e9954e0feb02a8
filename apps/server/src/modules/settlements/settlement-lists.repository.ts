// The document lists: paged and filtered, and the foundry view's sums per OEM client.
import { PostgresAdapter, sql } from 'kysely';
import type { z } from 'zod';
import { SETTLEMENT_LIMITS } from '@stone/shared/settlements/enums';
import type { settlementListBody } from '@stone/shared/settlements/settlements';
import {
  columnKeyword,
  keywordMatches,
  keywordRows,
  keywordRowidsIn,
  type ColumnKeyword,
} from '../../db/column-search.ts';
import { cappedTotal, containsText, directionOf, listPage, pageOf } from '../../db/list-query.ts';
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
  const { filtered, ordered, count, read } = await settlementListQuery(org, q);
  const toRow = (row: unknown) => toItem(row as SettlementRow);
  return listPage(org, filtered, q, ordered, toRow, count, read);
}

/**
 * The list's query, its order and how it is counted (issue 24, 1,000,000 documents, migration
 * l07). Newest first, the type, state and arrival each walk an index of their own in that
 * order. By number or total the list walks that sort's index and tests the filters row by row:
 * on SQLite, which has no statistics, the unary plus keeps a filter column off its index, which
 * would read all of a type's documents to sort them. A keyword few documents hold is read
 * through the trigram table (column-search.ts), its matches sorted and counted unordered (on
 * SQLite, thousands with pages of matches: the page walks the list testing their rowids); one
 * shaped like a number (JS-, digits and dashes) is the start of the numbers it finds
 * (number-prefix.ts): "JS-" opens every number, and names, order numbers and clients are not
 * searched for it.
 */
export async function settlementListQuery(org: OrgScope, q: ListQuery) {
  const number =
    q.keyword && NUMBER_SHAPE.test(q.keyword)
      ? await numberPrefix(org, 'settlements', q.keyword)
      : null;
  const keyword =
    q.keyword && !number
      ? await columnKeyword(org.db, SEARCH, q.keyword, { inSqlFrom: WALK_ROWIDS_FROM })
      : null;
  const read = !!keyword?.rowids || !!keyword?.ftsQuery || !!number?.few;
  const field = SORT[q.sortField ?? 'createdAt'];
  const dir = q.sortField ? directionOf(q) : 'desc';
  const sqlite = !(org.db.getExecutor().adapter instanceof PostgresAdapter);
  const query = (how: Read) => filteredSettlements(org, q, { keyword, number, sqlite }, how);
  const ordered =
    (how: Read) =>
    (rows: ReturnType<typeof query>): ReturnType<typeof query> =>
      rows
        .selectAll('settlements')
        .orderBy(offIndex(field, how.read, sqlite), dir)
        .orderBy(offIndex('id', how.read, sqlite), dir);
  const byRowid = { read, rowidsIn: false };
  const total = keyword ? await manyMatches(org, keyword, query(byRowid), q) : null;
  if (total) {
    // The page walks the list's index; its total is the matches counted by rowid.
    const walk = { read: false, rowidsIn: true };
    return { filtered: query(walk), ordered: ordered(walk), count: { total }, read: {} };
  }
  // PostgreSQL: the candidates the trigram index finds are all read and sorted, for the page
  // and for its count alike; one read of their ordered ids serves both.
  const keysWithTotal = { table: 'settlements' as const, orgId: org.orgId };
  return {
    filtered: query(byRowid),
    ordered: ordered(byRowid),
    count: read ? { inOrder: false } : {},
    read: read
      ? { keysFirst: 'settlements' as const }
      : !sqlite && keyword?.pieces.length
        ? { keysWithTotal }
        : {},
  };
}

/**
 * SQLite: at least this many rows hold a keyword's rare trigrams for them to stay in the trigram
 * table (columnKeyword's `ftsQuery`) and for the page to walk the list (keywordRowidsIn) when
 * the matches are many, instead of reading them all by rowid and sorting them: reading took
 * 2.6 µs a row ("Tower 77", 11,000 documents: 29 ms a page), while the walk tests an index
 * entry without reading its row and stops after the page.
 */
const WALK_ROWIDS_FROM = 3_000;

/**
 * The total, when a keyword's page walks the list testing rowids: the matches must be many
 * (their capped count, read by rowid, fills the ten pages), else the walk would meet them late;
 * null when it does not.
 */
async function manyMatches(
  org: OrgScope,
  keyword: ColumnKeyword,
  byRowid: ReturnType<typeof filteredSettlements>,
  q: ListQuery,
) {
  if (!keyword.ftsQuery) return null;
  const total = await cappedTotal(org.db, byRowid, pageOf(q));
  return total.totalCapped ? total : null;
}

/** How the rows are read: by the keyword's rowids, sorted (`read`), or along the list's walk. */
type Read = { read: boolean; rowidsIn: boolean };
type Lookups = {
  keyword: ColumnKeyword | null;
  number: Awaited<ReturnType<typeof numberPrefix>> | null;
  sqlite: boolean;
};

/**
 * SQLite: a unary plus keeps a column off its index (the rows come from elsewhere, or are
 * walked in another order).
 */
const offIndex = (column: keyof SettlementsTable, off: boolean, sqlite: boolean) =>
  off && sqlite
    ? sql<unknown>`+${sql.ref(`settlements.${column}`)}`
    : sql.ref(`settlements.${column}`);

function filteredSettlements(org: OrgScope, q: ListQuery, found: Lookups, how: Read) {
  const { keyword, number, sqlite } = found;
  const walked = how.read || SORT[q.sortField ?? 'createdAt'] !== 'created_at';
  // PostgreSQL, a keyword its trigram index narrows to a few thousand rows: the filters stay
  // off their indexes, lest the planner AND those rows with a state's 300,000 (38 ms).
  const narrowed = !sqlite && !!keyword?.pieces.length;
  const filter = (column: 'doc_type' | 'status' | 'account_arrived') => {
    if (!narrowed) return offIndex(column, walked, sqlite);
    const ref = sql.ref(`settlements.${column}`);
    return column === 'account_arrived' ? sql<number>`(${ref} + 0)` : sql<string>`(${ref} || '')`;
  };
  const plain = org.selectFrom('settlements');
  // The rowids first: tested on the index entry, before the row is read for the rest.
  let filtered =
    how.rowidsIn && keyword
      ? keywordRowidsIn(keyword, plain)
      : keywordRows(org, how.read ? keyword : null, plain);
  if (number) filtered = filtered.where(number.matches);
  if (q.docType) filtered = filtered.where(filter('doc_type'), '=', q.docType);
  if (q.status) filtered = filtered.where(filter('status'), '=', q.status);
  if (q.arrived !== undefined)
    filtered = filtered.where(filter('account_arrived'), '=', q.arrived ? 1 : 0);
  // Last: SQLite tests a row's terms in this order, and the LIKE costs most.
  if (keyword) filtered = filtered.where(keywordMatches(keyword));
  return filtered;
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
