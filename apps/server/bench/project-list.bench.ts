import { orgScope, type OrgInsert } from '../src/db/org-scope.ts';
import { sql } from 'kysely';
import { DEFAULT_PROJECT_SETTINGS } from '@stone/shared/projects/settings';
import { type ProjectListBody } from '@stone/shared/projects/list';
import type { AppDeps } from '../src/context.ts';
import { newId } from '../src/lib/crypto.ts';
import { projectSearchText } from '../src/modules/projects/project-search.ts';
import { insertProject } from '../src/modules/projects/projects.repository.ts';
import { benchArgs } from './bench-args.ts';
import { millionRowBench, runListBench } from './list-bench.ts';
import { checkpointSeed } from './seed-checkpoint.ts';

/*
 * Project list at scale (issue 12: p99 < 50 ms at 100,000 projects per enterprise, both
 * databases): webProduce/getProduceSolutionList through the whole app (list-bench.ts).
 *   npm run bench:projects -w apps/server -- [--projects 1000000] [--calls 200] [--pacedCalls 500] [--concurrency 50] [--keep] [--small]
 */
const args = benchArgs({ projects: 1_000_000, calls: 200, pacedCalls: 500, concurrency: 50 });
const projects = args.small ? 2_000 : args.projects;

const QUERIES: [string, ProjectListBody][] = [
  ['first page', { pageNum: 1, pageSize: 20 }],
  ['tab inProduction', { tab: 'inProduction', pageSize: 20 }],
  ['review pending', { reviewState: 'pending', pageSize: 20 }],
  ['page 50', { pageNum: 50, pageSize: 20 }],
  ['sort by delivery', { sortField: 'deliveryAt', sortOrder: 'ascend', pageSize: 20 }],
  ['search order no.', { orderNo: 'SO-0004', pageSize: 20 }],
  ['keyword (common)', { keyword: 'lobby', pageSize: 20 }],
  ['keyword (rare)', { keyword: 'kitchen tops 12345', pageSize: 20 }],
  ['keyword (2 characters)', { keyword: '酒店', pageSize: 20 }],
];
const REVIEW = ['pending', 'reviewed', 'done'] as const;
const PRODUCTION = ['notStarted', 'inProduction', 'completed'] as const;
const NAMES = ['Hotel lobby floor', 'Villa kitchen tops', '酒店卫生间台面', 'Office stairs'];

async function seed(deps: AppDeps, orgId: string, userId: string) {
  const base = Date.now() - projects * 60_000;
  const settings = JSON.stringify(DEFAULT_PROJECT_SETTINGS);
  const org = orgScope(deps.db, orgId);
  for (let i = 0; i < projects; i += 500) {
    const rows: OrgInsert<'projects'>[] = [];
    for (let k = i; k < Math.min(projects, i + 500); k++) {
      const at = new Date(base + k * 60_000).toISOString();
      const fields = {
        name: `${NAMES[k % 4]} ${k}`,
        orderNo: `SO-${String(k).padStart(6, '0')}`,
        customerName: `Customer ${k % 997}`,
        customerBrand: `Brand ${k % 31}`,
      };
      rows.push({
        id: newId(),
        name: fields.name,
        order_no: fields.orderNo,
        customer_name: fields.customerName,
        customer_brand: fields.customerBrand,
        search_text: projectSearchText(fields),
        delivery_at: new Date(base + (k % 5000) * 3_600_000).toISOString(),
        project_type: 'engineering',
        review_state: REVIEW[k % 3] ?? 'pending',
        production_state: PRODUCTION[k % 3] ?? 'notStarted',
        archived: k % 10 === 0 ? 1 : 0,
        terminated: 0,
        settings_json: settings,
        plane_count: 2,
        piece_count: 40,
        total_area_mm2: 25_000_000,
        slab_count: 12,
        yield_bp: 8500,
        packing_list_state: 'none',
        created_by: userId,
        created_at: at,
        updated_at: at,
        version: 1,
      });
    }
    await insertProject(org, rows);
    await checkpointSeed(deps, i / 500);
  }
  // A live table of this size has been vacuumed by autovacuum (its insert threshold is 20 %):
  // the visibility map lets the counts read the indexes alone. Measuring straight after a bulk
  // load would measure autovacuum's lag instead (list-bench.ts adds the statistics).
  if (deps.dialect === 'postgres') await sql`vacuum projects`.execute(deps.db);
}

await runListBench({
  id: 'project-list',
  title: `Project list at ${projects.toLocaleString('en')} projects (\`npm run bench:projects -w apps/server\`)`,
  endpoint: 'webProduce/getProduceSolutionList',
  rows: projects,
  ...millionRowBench(args),
  seed,
  queries: () => QUERIES,
});
