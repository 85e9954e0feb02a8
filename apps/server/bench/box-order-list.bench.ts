import { sql } from 'kysely';
import type { BoxOrderState } from '@stone/shared/box-orders/enums';
import type { AppDeps } from '../src/context.ts';
import { orgScope, type OrgInsert } from '../src/db/org-scope.ts';
import { newId } from '../src/lib/crypto.ts';
import { projectSearchText } from '../src/modules/projects/project-search.ts';
import { insertProject } from '../src/modules/projects/projects.repository.ts';
import { benchArgs } from './bench-args.ts';
import { millionRowBench, runListBench } from './list-bench.ts';
import { checkpointSeed } from './seed-checkpoint.ts';

/*
 * Box-order list at scale (issue 24: p99 < 20 ms on SQLite, < 30 ms on PostgreSQL at 1,000,000
 * orders per enterprise): webBoxOrder/getBoxOrderList with what its screen sends (the keyword
 * and the state) and the project filter, through the whole app (list-bench.ts).
 *   npm run bench:box-orders -w apps/server -- [--orders 1000000] [--calls 200] [--pacedCalls 500] [--concurrency 50] [--keep] [--small]
 */
const args = benchArgs({ orders: 1_000_000, calls: 200, pacedCalls: 500, concurrency: 50 });
const orderCount = args.small ? 2_000 : args.orders;
/** Fifty orders a project. */
const projectCount = Math.ceil(orderCount / 50);

const UNITS = [
  '万达广场 Wanda Plaza',
  'Harbour Mall',
  '希尔顿酒店 Hilton',
  'City Library',
  '海景花园 Seaview Garden',
  'Airport Terminal 2',
  '会展中心 Expo Centre',
  'Riverside Towers',
];
/** Most orders have shipped; a tenth wait to be accepted, a few are cancelled. */
const STATES: BoxOrderState[] = [
  ...Array<BoxOrderState>(13).fill('shipped'),
  'notAccepted',
  'notAccepted',
  'accepted',
  'accepted',
  'accepted',
  'accepted',
  'cancelled',
];

/** Orders two minutes apart: 720 a day, under the three digits a day's numbers hold. */
const STEP_MS = 120_000;

async function seedProjects(deps: AppDeps, orgId: string, userId: string) {
  const org = orgScope(deps.db, orgId);
  const at = new Date().toISOString();
  const ids: string[] = [];
  for (let i = 0; i < projectCount; i += 500) {
    const rows: OrgInsert<'projects'>[] = [];
    for (let k = i; k < Math.min(projectCount, i + 500); k++) {
      const id = newId();
      ids.push(id);
      const name = `Tower ${k}`;
      const orderNo = `SO-${String(k).padStart(6, '0')}`;
      rows.push({
        id,
        name,
        order_no: orderNo,
        customer_name: 'Customer',
        customer_brand: '',
        search_text: projectSearchText({
          name,
          orderNo,
          customerName: 'Customer',
          customerBrand: '',
        }),
        delivery_at: null,
        project_type: 'engineering',
        review_state: 'pending',
        production_state: 'inProduction',
        archived: 0,
        terminated: 0,
        settings_json: '{}',
        plane_count: 0,
        piece_count: 0,
        total_area_mm2: 0,
        slab_count: 0,
        yield_bp: 0,
        packing_list_state: 'none',
        created_by: userId,
        created_at: at,
        updated_at: at,
        version: 1,
      });
    }
    await insertProject(org, rows);
  }
  return ids;
}

async function seed(deps: AppDeps, orgId: string, userId: string) {
  const org = orgScope(deps.db, orgId);
  const projects = await seedProjects(deps, orgId, userId);
  const base = Date.UTC(2022, 0, 1);
  let day = '';
  let seq = 0;
  const numbers: string[] = [];
  for (let i = 0; i < orderCount; i += 500) {
    const rows: OrgInsert<'box_orders'>[] = [];
    for (let k = i; k < Math.min(orderCount, i + 500); k++) {
      const at = new Date(base + k * STEP_MS).toISOString();
      const today = at.slice(0, 10).replaceAll('-', '');
      seq = today === day ? seq + 1 : 1;
      day = today;
      const number = `BO${today}${String(seq).padStart(3, '0')}`;
      if (k === Math.floor(orderCount / 2)) numbers.push(number);
      const status = STATES[k % STATES.length]!;
      rows.push({
        id: newId(),
        number,
        project_id: projects[k % projects.length]!,
        receiving_unit: UNITS[k % UNITS.length]!,
        address: '1 Quay Road, Xiamen',
        contact: 'Ms Lin',
        contact_phone: '13800000000',
        status,
        box_count: 3,
        box_types_json: JSON.stringify([{ type: 'standard', count: 3 }]),
        piece_count: 24,
        area_mm2: 36_000_000,
        created_by: userId,
        created_at: at,
        updated_at: at,
        accepted_at: status === 'notAccepted' ? null : at,
        shipped_at: status === 'shipped' ? at : null,
        shipped_by: status === 'shipped' ? userId : null,
        version: 1,
      });
    }
    await org.insertInto('box_orders').values(rows).execute();
    await checkpointSeed(deps, i / 500);
  }
  // As the project bench: a live table this size has been vacuumed by autovacuum.
  if (deps.dialect === 'postgres') await sql`vacuum box_orders`.execute(deps.db);
  return { project: projects[Math.floor(projects.length / 3)]!, number: numbers[0]! };
}

await runListBench({
  id: 'box-order-list',
  title: `Box-order list at ${orderCount.toLocaleString('en')} orders (\`npm run bench:box-orders -w apps/server\`)`,
  endpoint: 'webBoxOrder/getBoxOrderList',
  rows: orderCount,
  ...millionRowBench(args),
  seed,
  queries: (s) => [
    ['first page', { pageSize: 20 }],
    ['page 50', { pageNum: 50, pageSize: 20 }],
    ['state notAccepted', { status: 'notAccepted', pageSize: 20 }],
    ['state cancelled', { status: 'cancelled', pageSize: 20 }],
    ['one project', { projectId: s.project, pageSize: 20 }],
    ['keyword (receiving unit)', { keyword: 'harbour', pageSize: 20 }],
    ['keyword (unit + state)', { keyword: 'Hilton', status: 'accepted', pageSize: 20 }],
    ['keyword (one project name)', { keyword: 'Tower 1234', pageSize: 20 }],
    ['keyword (one day)', { keyword: s.number.slice(0, 10), pageSize: 20 }],
    ['keyword (one number)', { keyword: s.number, pageSize: 20 }],
    ['keyword (2 characters)', { keyword: '广场', pageSize: 20 }],
  ],
});
