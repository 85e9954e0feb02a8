import { orderNumber } from '@stone/shared/orders/enums';
import type { AppDeps } from '../src/context.ts';
import { actorScope, type OrgInsert } from '../src/db/org-scope.ts';
import { newId } from '../src/lib/crypto.ts';
import { orderSearchText } from '../src/modules/orders/order-search.ts';
import { insertProject } from '../src/modules/projects/projects.repository.ts';
import { benchArgs } from './bench-args.ts';
import { runListBench } from './list-bench.ts';

/*
 * Order list at scale (issue 19: p99 < 50 ms at 100,000 orders, both databases):
 * webOrder/getOrderList newest first (orders_created_idx), with each filter and a keyword,
 * through the whole app (list-bench.ts). The newest orders hold projects, so the page's project
 * counts and settled figures are read as on a live screen.
 *   npm run bench:orders -w apps/server -- [--orders 1000000] [--calls 200] [--pacedCalls 500] [--concurrency 50] [--keep] [--small]
 */
const args = benchArgs({ orders: 1_000_000, calls: 200, pacedCalls: 500, concurrency: 50 });
const orderCount = args.small ? 2_000 : args.orders;
const PROJECTS = 400;

const CUSTOMERS = [
  '鑫达石业 Xinda Stone',
  '水头石材 Shuitou Stone',
  '万达商管 Wanda',
  '希尔顿 Hilton',
];

async function seedProjects(deps: AppDeps, orgId: string, userId: string) {
  const org = actorScope({ orgId }, deps.db);
  const now = new Date().toISOString();
  const ids: string[] = [];
  for (let k = 0; k < PROJECTS; k++) {
    const id = newId();
    ids.push(id);
    await insertProject(org, {
      id,
      name: `Tower ${k}`,
      order_no: `SO-${k}`,
      customer_name: CUSTOMERS[k % CUSTOMERS.length]!,
      customer_brand: '',
      delivery_at: null,
      project_type: 'engineering',
      review_state: 'pending',
      production_state: 'notStarted',
      archived: 0,
      terminated: 0,
      settings_json: '{}',
      plane_count: 0,
      piece_count: 0,
      total_area_mm2: 2_500_000,
      slab_count: 0,
      yield_bp: 0,
      packing_list_state: 'none',
      created_by: userId,
      created_at: now,
      updated_at: now,
      version: 1,
    });
  }
  return ids;
}

async function seed(deps: AppDeps, orgId: string, userId: string) {
  const org = actorScope({ orgId }, deps.db);
  const projects = await seedProjects(deps, orgId, userId);
  const base = Date.now() - orderCount * 60_000;
  const newest: string[] = [];
  for (let i = 0; i < orderCount; i += 500) {
    const rows: OrgInsert<'orders'>[] = [];
    for (let k = i; k < Math.min(orderCount, i + 500); k++) {
      // A minute apart, so the newest-first list has a distinct order to walk.
      const at = new Date(base + k * 60_000).toISOString();
      const id = newId();
      if (k >= orderCount - PROJECTS / 2) newest.push(id);
      const number = orderNumber(at.slice(0, 10), k);
      const name = `${['Villa', 'Hotel lobby', 'Mall floor', 'Kitchen tops'][k % 4]} ${k}`;
      const customerName = CUSTOMERS[k % CUSTOMERS.length]!;
      rows.push({
        id,
        number,
        name,
        search_text: orderSearchText({ name, number, customerName }),
        order_type: k % 3 === 0 ? 'product' : 'oem',
        source: 'Fair',
        customer_name: customerName,
        contact: 'Li',
        processing_type: '',
        manager_name: 'Wu Fang',
        manager_phone: '13800000110',
        expected_delivery_date: at.slice(0, 10),
        delivered_date: null,
        price_locked: k % 5 === 0 ? 1 : 0,
        locked_unit_price_cents: k % 5 === 0 ? 26_800 : null,
        locked_by: null,
        locked_at: null,
        version: 1,
        created_by: userId,
        created_at: at,
        updated_at: at,
      });
    }
    await org.insertInto('orders').values(rows).execute();
  }
  // Two projects in each of the newest orders: the first pages show counts.
  await org
    .insertInto('order_projects')
    .values(
      projects.map((project_id, k) => ({
        project_id,
        order_id: newest[Math.floor(k / 2)]!,
        unit_price_cents: 50_000,
        priced_by: null,
        priced_at: null,
        added_at: new Date().toISOString(),
      })),
    )
    .execute();
  return {
    middle: orderNumber(new Date(base).toISOString().slice(0, 10), Math.floor(orderCount / 2)),
  };
}

await runListBench({
  id: 'orders',
  title: `Order list at ${orderCount.toLocaleString('en')} orders (\`npm run bench:orders -w apps/server\`)`,
  endpoint: 'webOrder/getOrderList',
  rows: orderCount,
  calls: args.calls,
  concurrency: args.concurrency,
  readings: ['burst', 'paced'],
  paceMs: 2_000,
  pacedCalls: args.pacedCalls,
  small: args.small,
  keep: args.keep,
  target:
    'p99 < 20 ms on SQLite, < 30 ms on PostgreSQL, at 1,000,000 rows (issue 24; issue 19 asked p99 < 50 ms at 100,000).',
  seed,
  queries: () => [
    ['first page', { pageSize: 20 }],
    ['page 50', { pageNum: 50, pageSize: 20 }],
    ['type product', { orderType: 'product', pageSize: 20 }],
    ['price locked', { priceLocked: true, pageSize: 20 }],
    ['keyword (customer)', { keyword: 'Xinda', pageSize: 20 }],
    ['keyword (one name)', { keyword: 'Villa 50000', pageSize: 20 }],
    ['oldest first', { sortField: 'createdAt', sortOrder: 'ascend', pageSize: 20 }],
  ],
});
