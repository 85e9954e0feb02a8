import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { settlementListBody } from '@stone/shared/settlements/settlements';
import type { z } from 'zod';
import { firstPagePlans } from '../../db/list-plan-kit.ts';
import { orgScope, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';
import { newId } from '../../lib/crypto.ts';
import { createAdminTestApp, createOwner } from '../members/admin-test-kit.ts';
import { describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { down, up } from '../../db/migrations/20261206-l09-settlement-stored-search.ts';
import { listSettlements, settlementListQuery } from './settlement-lists.repository.ts';

/*
 * Issue 24: at 1,000,000 settlement documents the first page must not read the table
 * (migration l07). Plans are checked on a small table, without timing (docs/benchmarks.md).
 */
type Body = z.input<typeof settlementListBody>;

describeEachDialect('settlement list plans and keyword', (dialect) => {
  let t: TestApp;
  let org: OrgScope;
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    const owner = await createOwner(t, 'js_plan_owner', 'Settle Plan Stone');
    org = orgScope(t.deps.db, owner.orgId);
    const user = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'js_plan_owner')
      .executeTakeFirstOrThrow();
    const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
    const orderId = newId();
    await org
      .insertInto('orders')
      .values({
        id: orderId,
        number: 'DD-1',
        name: 'Tower',
        search_text: 'tower',
        order_type: 'oem',
        source: '',
        customer_name: 'Xinda',
        contact: '',
        processing_type: '',
        manager_name: '',
        manager_phone: '',
        expected_delivery_date: '2026-02-01',
        delivered_date: null,
        price_locked: 0,
        locked_unit_price_cents: null,
        locked_by: null,
        locked_at: null,
        version: 1,
        created_by: user.id,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const docs = Array.from({ length: 30 }, (_, k) =>
      settlementDoc(k, { orderId, userId: user.id, name: `Tower part ${k}` }),
    );
    await org.insertInto('settlements').values(docs).execute();
  });
  afterAll(() => t.close());

  const list = (b: Body) => listSettlements(org, settlementListBody.parse(b), (r) => r.number);

  test('filters, sorts and the keyword', async () => {
    expect((await list({ pageSize: 2 })).list).toEqual(['JS-20260101-029', 'JS-20260101-028']);
    expect((await list({ docType: 'oem', status: 'unsettled' })).total).toBe(0);
    expect((await list({ docType: 'product', status: 'unsettled' })).total).toBe(8);
    expect((await list({ arrived: true, docType: 'oem' })).total).toBe(8);
    const byTotal = await list({ sortField: 'total', sortOrder: 'descend', pageSize: 1 });
    expect(byTotal.list).toEqual(['JS-20260101-017']);
    expect((await list({ sortField: 'number', sortOrder: 'ascend', pageSize: 1 })).list).toEqual([
      'JS-20260101-000',
    ]);
    expect((await list({ keyword: 'js-20260101-007' })).list).toEqual(['JS-20260101-007']);
    expect((await list({ keyword: 'HARBOUR', docType: 'oem' })).total).toBe(5);
    expect((await list({ keyword: '石业', status: 'unsettled' })).total).toBe(5);
    expect((await list({ keyword: 'part 2', sortField: 'number', pageSize: 2 })).list).toEqual([
      'JS-20260101-002',
      'JS-20260101-020',
    ]);
    // A wildcard is a character like any other.
    expect((await list({ keyword: 'JS_2026' })).list).toEqual([]);
    // A number's start, counted; digits inside a number are searched as any text.
    const start = await list({ keyword: 'JS-20260101-00', status: 'settled', pageSize: 2 });
    expect(start.list).toEqual(['JS-20260101-009', 'JS-20260101-007']);
    expect([start.total, start.totalCapped]).toEqual([
      (await list({ keyword: '20260101-00', status: 'settled' })).total,
      false,
    ]);
    expect((await list({ keyword: 'JS-20260102' })).list).toEqual([]);
  });

  test('migration l09: PostgreSQL indexes a stored search text, and the list finds the same', async () => {
    const db = t.deps.db as unknown as Kysely<unknown>;
    const found = async () => [
      (await list({ keyword: 'part 2', pageSize: 100 })).list,
      (await list({ keyword: 'HARBOUR', docType: 'oem' })).list,
      (await list({ keyword: '石业 xin', status: 'unsettled' })).list,
    ];
    const indexed = async () =>
      (
        await sql<{ def: string }>`select indexdef as def from pg_indexes
          where indexname = 'settlements_search_trgm_idx' and schemaname = current_schema()`.execute(
          db,
        )
      ).rows[0]?.def;
    const before = await found();
    expect(before[0]).toHaveLength(11);
    await down(db);
    if (dialect === 'postgres') expect(await indexed()).toMatch(/lower\(/);
    await up(db);
    if (dialect === 'postgres') expect(await indexed()).toMatch(/gin \(search_text /);
    expect(await found()).toEqual(before);
  });

  test('a keyword thousands of documents hold: the page walks the list, the count reads them', async () => {
    const owner = await createOwner(t, 'js_plan_many', 'Settle Many Stone');
    const many = orgScope(t.deps.db, owner.orgId);
    const orderId = newId();
    const { org_id: _org, ...order } = await org
      .selectFrom('orders')
      .selectAll()
      .executeTakeFirstOrThrow();
    await many
      .insertInto('orders')
      .values({ ...order, id: orderId, locked_unit_price_cents: null })
      .execute();
    // 3,200 cranes (SQLite reads the rowids of fewer and sorts them), 800 of them
    // unsettled products.
    const docs = Array.from({ length: 3_200 }, (_, k) =>
      settlementDoc(k, { orderId, userId: order.created_by, name: `Crane lift ${k}` }),
    );
    for (let i = 0; i < docs.length; i += 500)
      await many
        .insertInto('settlements')
        .values(docs.slice(i, i + 500))
        .execute();
    const body = { keyword: 'CRANE lift', docType: 'product', status: 'unsettled' } as const;
    const expected = docs
      .filter((d) => d.doc_type === 'product' && d.status === 'unsettled')
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((d) => d.number);
    const listed = (b: Body) => listSettlements(many, settlementListBody.parse(b), (r) => r.number);
    const first = await listed({ ...body, pageSize: 20 });
    expect(first.list).toEqual(expected.slice(0, 20));
    expect([first.total, first.totalCapped]).toEqual([201, true]);
    expect((await listed({ ...body, pageSize: 20, pageNum: 3 })).list).toEqual(
      expected.slice(40, 60),
    );
    const byNumber = await listed({
      ...body,
      sortField: 'number',
      sortOrder: 'ascend',
      pageSize: 10,
    });
    expect(byNumber.list).toEqual([...expected].sort().slice(0, 10));
    // Filtered to a few, the page reads them by rowid and sorts them, as before.
    const few = await listed({
      keyword: 'crane lift 31',
      pageSize: 50,
      docType: 'product',
      status: 'unsettled',
    });
    const fewExpected = expected.filter((n) => /-31\d*$/.test(n) || n.endsWith('-031'));
    expect(few.list).toEqual(fewExpected);
    // Read by rowid, the page sorts the matches' rowids and then reads its own rows (SQLite).
    const fewPage2 = await listed({
      keyword: 'crane lift 31',
      pageSize: 20,
      pageNum: 2,
      sortField: 'number',
      sortOrder: 'descend',
    });
    const every31 = docs
      .map((d) => d.number)
      .filter((n) => /-31\d*$/.test(n) || n.endsWith('-031'));
    expect(fewPage2.list).toEqual([...every31].sort().reverse().slice(20, 40));
    expect(fewPage2.total).toBe(every31.length);
    // A page past the matches: empty, with their exact total (PostgreSQL counts the ids it
    // read for the page, up to the cap).
    const past = await listed({ keyword: 'crane lift 31', pageSize: 20, pageNum: 30 });
    expect([past.list, past.total, past.totalCapped]).toEqual([[], every31.length, false]);
    // Thousands hold the keyword, none with these filters: an empty page, a total of 0.
    const none = await listed({ keyword: 'crane lift', docType: 'product', arrived: true });
    expect([none.list, none.total, none.totalCapped]).toEqual([[], 0, false]);
    if (dialect === 'sqlite') {
      const query = await settlementListQuery(many, settlementListBody.parse(body));
      const { page } = await firstPagePlans(t.deps.db, dialect, query);
      // The walk tests each entry's rowid against the trigram table's rows, left in SQLite.
      expect(page).toMatch(/LIST SUBQUERY[\s\S]*settlements_search VIRTUAL TABLE/);
      expect(page).not.toMatch(/json_each|TEMP B-TREE/);
    }
  });

  const sorts: [string, Body][] = [
    ['first page', {}],
    ['one type', { docType: 'oem' }],
    ['sort by number', { sortField: 'number', sortOrder: 'descend' }],
    ['sort by total', { sortField: 'total', sortOrder: 'ascend' }],
    ['oldest first', { sortField: 'createdAt', sortOrder: 'ascend' }],
  ];
  const filters: [string, Body][] = [
    ['state', { status: 'unsettled' }],
    ['type and state', { docType: 'oem', status: 'settled' }],
    ['arrived', { arrived: true }],
    ['type, not arrived, by total', { docType: 'oem', arrived: false, sortField: 'total' }],
    ['keyword (number)', { keyword: 'JS-20260101-01' }],
    ['keyword (number) and type', { keyword: 'js-20260101-01', docType: 'product' }],
    ['keyword (rare)', { keyword: 'part 2' }],
    ['keyword (rare) and type', { keyword: 'part 2', docType: 'product' }],
    ['keyword (2 characters)', { keyword: '石业' }],
  ];

  test.each([...sorts, ...filters])(
    '%s: page and count read an index, never the whole table',
    async (name, b) => {
      const query = await settlementListQuery(org, settlementListBody.parse(b));
      const { page, count } = await firstPagePlans(t.deps.db, dialect, query);
      for (const p of [page, count]) {
        if (dialect === 'postgres') expect(p).not.toMatch(/Seq Scan on settlements/);
        else {
          expect(p).not.toMatch(/SCAN settlements(?!_search| USING)/);
          if (sorts.some(([s]) => s === name)) expect(p).not.toMatch(/TEMP B-TREE/);
        }
      }
      if (dialect === 'sqlite' && name.startsWith('keyword (rare)'))
        expect(page).toMatch(/VIRTUAL TABLE/);
      // A number's start is read on the numbers' index, not met along the walk.
      if (dialect === 'sqlite' && name.startsWith('keyword (number)'))
        expect(page).toMatch(
          /INDEX settlements_number_uq \(org_id=\? AND number>\? AND number<\?\)/,
        );
    },
  );
});

/** The k-th document of a test enterprise: types, states and arrivals alternate. */
function settlementDoc(
  k: number,
  { orderId, userId, name }: { orderId: string; userId: string; name: string },
): OrgInsert<'settlements'> {
  const created = new Date(Date.UTC(2026, 0, 1) + k * 60_000).toISOString();
  return {
    id: newId(),
    number: `JS-20260101-${String(k).padStart(3, '0')}`,
    name,
    doc_type: k % 2 ? 'oem' : 'product',
    order_id: orderId,
    order_number: 'DD-1',
    order_name: 'Tower',
    customer_name: k % 3 ? '鑫达石业 Xinda' : 'Harbour Builders',
    status: k % 4 ? 'settled' : 'unsettled',
    account_arrived: k % 4 === 1 ? 1 : 0,
    area_amount_cents: k * 100,
    process_amount_cents: 0,
    total_cents: ((k * 7) % 30) * 100,
    project_count: 1,
    piece_count: 1,
    area_mm2: 1,
    box_count: 0,
    pages: 1,
    client_json: '{}',
    receiving_json: '{}',
    enterprise_json: '{}',
    created_by: userId,
    created_at: created,
    settled_by: null,
    settled_at: null,
    arrived_by: null,
    arrived_at: null,
    version: 1,
  };
}
