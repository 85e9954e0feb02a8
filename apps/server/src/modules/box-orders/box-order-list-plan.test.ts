import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { boxOrderListBody } from '@stone/shared/box-orders/box-orders';
import type { z } from 'zod';
import { firstPagePlans } from '../../db/list-plan-kit.ts';
import { orgScope, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';
import { down, up } from '../../db/migrations/20261204-l08-box-order-search-columns.ts';
import { newId } from '../../lib/crypto.ts';
import { createAdminTestApp, createOwner } from '../members/admin-test-kit.ts';
import { projectSearchText } from '../projects/project-search.ts';
import { insertProject } from '../projects/projects.repository.ts';
import { describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { listOrders, orderListQuery } from './box-orders.repository.ts';

/*
 * Issue 24: at 1,000,000 box orders the first page must not read the table (migration l05,
 * box-order-keyword.ts). Plans are checked on a small table, without timing
 * (docs/benchmarks.md has the figures).
 */
type Body = z.input<typeof boxOrderListBody>;
const STATES = ['notAccepted', 'accepted', 'shipped', 'cancelled'] as const;
const UNITS = ['Harbour Mall', '希尔顿酒店 Hilton', 'City Library'];

describeEachDialect('box-order list plans and keyword', (dialect) => {
  let t: TestApp;
  let org: OrgScope;
  let towerId = '';
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    const owner = await createOwner(t, 'bo_plan_owner', 'Box Plan Stone');
    org = orgScope(t.deps.db, owner.orgId);
    const user = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'bo_plan_owner')
      .executeTakeFirstOrThrow();
    const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
    // Tower Crane holds the orders; 101 "Quarry" projects hold a name too common to read by id.
    const names = ['Tower Crane', ...Array.from({ length: 101 }, (_, k) => `Quarry ${k}`)];
    const projects = names.map((name, k): OrgInsert<'projects'> => ({
      id: newId(),
      name,
      order_no: `SO-${k}`,
      customer_name: 'C',
      customer_brand: '',
      search_text: projectSearchText({
        name,
        orderNo: `SO-${k}`,
        customerName: 'C',
        customerBrand: '',
      }),
      delivery_at: null,
      project_type: 'engineering',
      review_state: 'pending',
      production_state: 'notStarted',
      archived: 0,
      terminated: 0,
      settings_json: '{}',
      plane_count: 0,
      piece_count: 0,
      total_area_mm2: 0,
      slab_count: 0,
      yield_bp: 0,
      packing_list_state: 'none',
      created_by: user.id,
      created_at: at,
      updated_at: at,
      version: 1,
    }));
    await insertProject(org, projects);
    towerId = projects[0]!.id;
    const orders = Array.from({ length: 30 }, (_, k): OrgInsert<'box_orders'> => {
      const created = new Date(Date.UTC(2026, 0, 1) + k * 60_000).toISOString();
      return {
        id: newId(),
        number: `BO20260101${String(k).padStart(3, '0')}`,
        // The last order belongs to a Quarry project.
        project_id: projects[k === 29 ? 5 : 0]!.id,
        receiving_unit: UNITS[k % 3]!,
        address: 'A',
        contact: 'C',
        contact_phone: '1',
        status: STATES[k % 4]!,
        box_count: 1,
        box_types_json: '[]',
        piece_count: 1,
        area_mm2: 1,
        created_by: user.id,
        created_at: created,
        updated_at: created,
        accepted_at: null,
        shipped_at: null,
        shipped_by: null,
        version: 1,
      };
    });
    await org.insertInto('box_orders').values(orders).execute();
  });
  afterAll(() => t.close());

  const numbers = async (b: Body) =>
    (await listOrders(org, boxOrderListBody.parse(b))).list.map((r) => r.number);

  test('the keyword finds the number, the receiving unit or the project name, any case', async () => {
    expect(await numbers({ keyword: 'bo20260101007' })).toEqual(['BO20260101007']);
    expect(await numbers({ keyword: 'HARBOUR', pageSize: 3 })).toEqual([
      'BO20260101027',
      'BO20260101024',
      'BO20260101021',
    ]);
    expect(await numbers({ keyword: '希尔顿', status: 'accepted' })).toEqual([
      'BO20260101025',
      'BO20260101013',
      'BO20260101001',
    ]);
    // One project's name (read by its id), and a name in more projects than are read by id.
    expect(await numbers({ keyword: 'crane', pageSize: 100 })).toHaveLength(29);
    expect(await numbers({ keyword: 'quarry' })).toEqual(['BO20260101029']);
    expect(await numbers({ keyword: 'Quarry 5', projectId: towerId })).toEqual([]);
    // Under three characters no trigram finds a project: its name is searched all the same.
    expect(await numbers({ keyword: 'qU' })).toEqual(['BO20260101029']);
    // A wildcard is a character like any other.
    expect(await numbers({ keyword: 'BO2026%01' })).toEqual([]);
    // Every number holds "010" and "101", none "1010101": the trigram table's rows are tested.
    expect(await numbers({ keyword: '1010101' })).toEqual([]);
  });

  test('migration l08: the list finds the same with project names in the trigram table or not', async () => {
    const db = t.deps.db as unknown as Kysely<unknown>;
    const found = async () => [
      await numbers({ keyword: 'crane', pageSize: 100 }),
      await numbers({ keyword: 'quarry' }),
      await numbers({ keyword: 'city library' }),
    ];
    const before = await found();
    expect(before[0]).toHaveLength(29);
    await down(db);
    expect(await found()).toEqual(before);
    await up(db);
    expect(await found()).toEqual(before);
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ text: string }>`select text from box_orders_search`.execute(db);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.text.includes('crane'))).toEqual([]);
    }
  });

  test('a keyword shaped like a number finds the numbers it starts, newest first, counted', async () => {
    const day = await listOrders(
      org,
      boxOrderListBody.parse({ keyword: 'bo2026010100', pageSize: 3 }),
    );
    expect(day.list.map((r) => r.number)).toEqual([
      'BO20260101009',
      'BO20260101008',
      'BO20260101007',
    ]);
    expect([day.total, day.totalCapped]).toEqual([10, false]);
    const withState = await numbers({ keyword: 'BO2026010100', status: 'cancelled' });
    expect(withState).toEqual(['BO20260101007', 'BO20260101003']);
    // Numbers of another day, and digits inside a number, are not its start.
    expect(await numbers({ keyword: 'BO20260102' })).toEqual([]);
    expect(await numbers({ keyword: '20260101007' })).toEqual(['BO20260101007']);
  });

  test('the keyword follows a renamed project and an edited order', async () => {
    // As the app renames a project: its search text too (project-search.ts).
    const rename = (name: string) =>
      org
        .updateTable('projects')
        .set({
          name,
          search_text: projectSearchText({
            name,
            orderNo: 'SO-0',
            customerName: 'C',
            customerBrand: '',
          }),
        })
        .where('id', '=', towerId)
        .execute();
    await rename('Harbour Gate');
    expect(await numbers({ keyword: 'tower crane' })).toEqual([]);
    expect(await numbers({ keyword: 'harbour gate', pageSize: 100 })).toHaveLength(29);
    await org
      .updateTable('box_orders')
      .set({ receiving_unit: 'Tower Crane Yard' })
      .where('number', '=', 'BO20260101003')
      .execute();
    expect(await numbers({ keyword: 'crane yard' })).toEqual(['BO20260101003']);
    await rename('Tower Crane');
    await org
      .updateTable('box_orders')
      .set({ receiving_unit: 'Harbour Mall' })
      .where('number', '=', 'BO20260101003')
      .execute();
    expect(await numbers({ keyword: 'crane yard' })).toEqual([]);
  });

  test('totals: exact up to the cap, by state and by project', async () => {
    const all = await listOrders(org, boxOrderListBody.parse({ pageSize: 5 }));
    expect([all.total, all.totalCapped]).toEqual([30, false]);
    const rare = await listOrders(org, boxOrderListBody.parse({ keyword: 'city library' }));
    expect(rare.total).toBe(10);
    const one = await listOrders(
      org,
      boxOrderListBody.parse({ projectId: towerId, status: 'shipped' }),
    );
    expect(one.total).toBe(7);
  });

  const screens: [string, Body][] = [
    ['first page', {}],
    ['state', { status: 'accepted' }],
    ['project', { projectId: 'p' }],
    ['keyword (number)', { keyword: 'BO2026010100' }],
    ['keyword (unit) and state', { keyword: 'harbour', status: 'shipped' }],
    ['keyword (rare unit)', { keyword: 'city library' }],
    ['keyword (project name)', { keyword: 'tower crane' }],
    ['keyword (many project names)', { keyword: 'quarry' }],
    ['keyword (2 characters)', { keyword: '酒店' }],
  ];

  test.each(screens)('%s: page and count read an index, never the whole table', async (name, b) => {
    const list = await orderListQuery(org, boxOrderListBody.parse(b));
    const { page, count } = await firstPagePlans(t.deps.db, dialect, list);
    for (const p of [page, count]) {
      if (dialect === 'postgres') expect(p).not.toMatch(/Seq Scan on box_orders/);
      else {
        expect(p).not.toMatch(/SCAN box_orders(?!_search| USING)/);
        if (!b.keyword) expect(p).not.toMatch(/TEMP B-TREE/);
      }
    }
    // A number's start is read on the numbers' index, not met along the walk; a keyword few
    // orders hold through the trigram table.
    if (dialect === 'sqlite' && name.startsWith('keyword (number'))
      expect(page).toMatch(/INDEX box_orders_number_uq \(org_id=\? AND number>\? AND number<\?\)/);
    if (dialect === 'sqlite' && name === 'keyword (rare unit)')
      expect(page).toMatch(/VIRTUAL TABLE/);
  });
  // Last: it adds a day of 1,001 orders, more numbers than a number's start reads on its index.
  test('a number start that many orders hold walks the list, newest first, capped', async () => {
    const first = await org
      .selectFrom('box_orders')
      .select(['project_id', 'receiving_unit', 'status', 'created_by'])
      .executeTakeFirstOrThrow();
    const day = Array.from({ length: 1_001 }, (_, k): OrgInsert<'box_orders'> => {
      const created = new Date(Date.UTC(2026, 0, 2) + k * 60_000).toISOString();
      const number = `BO20260102${String(k).padStart(4, '0')}`;
      return {
        ...first,
        ...{ id: newId(), number, address: 'A', contact: 'C', contact_phone: '1' },
        ...{ box_count: 1, box_types_json: '[]', piece_count: 1, area_mm2: 1, version: 1 },
        ...{ created_at: created, updated_at: created },
        ...{ accepted_at: null, shipped_at: null, shipped_by: null },
      };
    });
    for (let k = 0; k < day.length; k += 200)
      await org
        .insertInto('box_orders')
        .values(day.slice(k, k + 200))
        .execute();
    const list = await listOrders(org, boxOrderListBody.parse({ keyword: 'BO2026', pageSize: 2 }));
    expect(list.list.map((r) => r.number)).toEqual(['BO202601021000', 'BO202601020999']);
    expect(list.totalCapped).toBe(true);
    const plans = await firstPagePlans(
      t.deps.db,
      dialect,
      await orderListQuery(org, boxOrderListBody.parse({ keyword: 'bo2026' })),
    );
    if (dialect === 'sqlite') expect(plans.page).not.toMatch(/TEMP B-TREE/);
    else expect(plans.page).not.toMatch(/Seq Scan on box_orders/);
  });
});
