import { sql } from 'kysely';
import { orderNumber } from '@stone/shared/orders/enums';
import type { AppDeps } from '../src/context.ts';
import { orgScope, type OrgInsert } from '../src/db/org-scope.ts';
import { newId } from '../src/lib/crypto.ts';
import { orderSearchText } from '../src/modules/orders/order-search.ts';
import { benchArgs } from './bench-args.ts';
import { millionRowBench, runListBench } from './list-bench.ts';
import { checkpointSeed } from './seed-checkpoint.ts';

/*
 * Settlement lists at scale (issue 24: p99 < 20 ms on SQLite, < 30 ms on PostgreSQL at 1,000,000
 * documents per enterprise): webSettlement/getSettlementList (every type) and
 * webOrderDoc/getOemDocList (one type) with every filter and sort of their screens (state tabs,
 * keyword, account arrival; number, total, creation time), through the whole app
 * (list-bench.ts).
 *   npm run bench:settlements -w apps/server -- [--docs 1000000] [--calls 200] [--pacedCalls 500] [--concurrency 50] [--keep] [--small]
 */
const args = benchArgs({ docs: 1_000_000, calls: 200, pacedCalls: 500, concurrency: 50 });
const docCount = args.small ? 2_000 : args.docs;
const ORDERS = 1_000;
const CLIENTS = [
  '鑫达石业 Xinda Stone',
  '水头石材 Shuitou Stone',
  'Harbour Builders',
  '万达商管 Wanda',
];

async function seedOrders(deps: AppDeps, orgId: string, userId: string) {
  const at = new Date().toISOString();
  const rows = Array.from({ length: ORDERS }, (_, k): OrgInsert<'orders'> => {
    const number = orderNumber(at.slice(0, 10), k);
    const name = `Tower ${k}`;
    const customerName = CLIENTS[k % CLIENTS.length]!;
    return {
      id: newId(),
      number,
      name,
      search_text: orderSearchText({ name, number, customerName }),
      order_type: k % 2 ? 'oem' : 'product',
      source: 'Fair',
      customer_name: customerName,
      contact: 'Li',
      processing_type: '',
      manager_name: 'Wu Fang',
      manager_phone: '13800000110',
      expected_delivery_date: at.slice(0, 10),
      delivered_date: null,
      price_locked: 0,
      locked_unit_price_cents: null,
      locked_by: null,
      locked_at: null,
      version: 1,
      created_by: userId,
      created_at: at,
      updated_at: at,
    };
  });
  const org = orgScope(deps.db, orgId);
  for (let i = 0; i < rows.length; i += 500)
    await org
      .insertInto('orders')
      .values(rows.slice(i, i + 500))
      .execute();
  return rows;
}

async function seed(deps: AppDeps, orgId: string, userId: string) {
  const org = orgScope(deps.db, orgId);
  const orders = await seedOrders(deps, orgId, userId);
  const base = Date.UTC(2022, 0, 1);
  let day = '';
  let seq = 0;
  let middle = '';
  for (let i = 0; i < docCount; i += 500) {
    const rows: OrgInsert<'settlements'>[] = [];
    for (let k = i; k < Math.min(docCount, i + 500); k++) {
      // Two minutes apart: 720 a day, under the three digits of a day's numbers.
      const at = new Date(base + k * 120_000).toISOString();
      const today = at.slice(0, 10).replaceAll('-', '');
      seq = today === day ? seq + 1 : 1;
      day = today;
      const number = `JS-${today}-${String(seq).padStart(3, '0')}`;
      if (k === Math.floor(docCount / 2)) middle = number;
      const order = orders[k % ORDERS]!;
      // Most documents are settled, most settled ones have their money in.
      const settled = k % 10 < 7;
      const arrived = settled && k % 10 < 5;
      const total = 50_000 + ((k * 7919) % 10_000_000);
      rows.push({
        id: newId(),
        number,
        name: `${order.name} settlement ${k % 12}`,
        doc_type: order.order_type === 'oem' ? 'oem' : 'product',
        order_id: order.id,
        order_number: order.number,
        order_name: order.name,
        customer_name: order.customer_name,
        status: settled ? 'settled' : 'unsettled',
        account_arrived: arrived ? 1 : 0,
        area_amount_cents: total,
        process_amount_cents: 0,
        total_cents: total,
        project_count: 1,
        piece_count: 40,
        area_mm2: 25_000_000,
        box_count: 2,
        pages: 1,
        client_json: '{}',
        receiving_json: '{}',
        enterprise_json: '{}',
        created_by: userId,
        created_at: at,
        settled_by: settled ? userId : null,
        settled_at: settled ? at : null,
        arrived_by: arrived ? userId : null,
        arrived_at: arrived ? at : null,
        version: 1,
      });
    }
    await org.insertInto('settlements').values(rows).execute();
    await checkpointSeed(deps, i / 500);
  }
  // As the project bench: a live table this size has been vacuumed by autovacuum.
  if (deps.dialect === 'postgres') await sql`vacuum settlements`.execute(deps.db);
  return { middle };
}

const OEM = 'webOrderDoc/getOemDocList';

await runListBench({
  id: 'settlement-list',
  title: `Settlement lists at ${docCount.toLocaleString('en')} documents (\`npm run bench:settlements -w apps/server\`)`,
  endpoint: 'webSettlement/getSettlementList',
  rows: docCount,
  ...millionRowBench(args),
  seed,
  queries: (s) => [
    ['first page', { pageSize: 20 }],
    ['page 50', { pageNum: 50, pageSize: 20 }],
    ['tab unsettled', { status: 'unsettled', pageSize: 20 }],
    ['money arrived', { arrived: true, pageSize: 20 }],
    ['sort by number', { sortField: 'number', sortOrder: 'descend', pageSize: 20 }],
    ['sort by total', { sortField: 'total', sortOrder: 'descend', pageSize: 20 }],
    ['oldest first', { sortField: 'createdAt', sortOrder: 'ascend', pageSize: 20 }],
    ['keyword (client)', { keyword: 'xinda', pageSize: 20 }],
    ['keyword (one order)', { keyword: 'Tower 123 ', pageSize: 20 }],
    ['keyword (one number)', { keyword: s.middle, pageSize: 20 }],
    ['keyword (2 characters)', { keyword: '石业', pageSize: 20 }],
    ['OEM documents', { pageSize: 20 }, OEM],
    ['OEM, tab settled', { status: 'settled', pageSize: 20 }, OEM],
    ['OEM, not arrived, by total', { arrived: false, sortField: 'total', pageSize: 20 }, OEM],
    ['OEM, keyword + tab', { keyword: 'Tower 77', status: 'unsettled', pageSize: 20 }, OEM],
  ],
});
