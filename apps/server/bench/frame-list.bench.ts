import { sql } from 'kysely';
import { frameNumber } from '@stone/shared/frames/frame-label';
import { FRAME_STAGES, type FrameStageState } from '@stone/shared/frames/enums';
import type { AppDeps } from '../src/context.ts';
import { orgScope, type OrgInsert } from '../src/db/org-scope.ts';
import { newId } from '../src/lib/crypto.ts';
import { projectSearchText } from '../src/modules/projects/project-search.ts';
import { insertProject } from '../src/modules/projects/projects.repository.ts';
import { benchArgs } from './bench-args.ts';
import { millionRowBench, runListBench } from './list-bench.ts';
import { checkpointSeed } from './seed-checkpoint.ts';

/*
 * Iron-frame list at scale (issue 24: p99 < 20 ms on SQLite, < 30 ms on PostgreSQL at 1,000,000
 * frames per enterprise): webIronFrame/getFrameList with every filter and sort of its screen
 * (keyword, circulation, stage; number and update time) and the project filter, through the
 * whole app (list-bench.ts).
 *   npm run bench:frame-list -w apps/server -- [--frames 1000000] [--calls 200] [--pacedCalls 500] [--concurrency 50] [--keep] [--small]
 */
const args = benchArgs({ frames: 1_000_000, calls: 200, pacedCalls: 500, concurrency: 50 });
const frameCount = args.small ? 2_000 : args.frames;
const PROJECTS = 200;

async function seedProjects(deps: AppDeps, orgId: string, userId: string) {
  const at = new Date().toISOString();
  const rows = Array.from({ length: PROJECTS }, (_, k): OrgInsert<'projects'> => {
    const fields = { name: `Tower ${k}`, orderNo: `SO-${k}`, customerName: 'C', customerBrand: '' };
    return {
      id: newId(),
      name: fields.name,
      order_no: fields.orderNo,
      customer_name: 'C',
      customer_brand: '',
      search_text: projectSearchText(fields),
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
    };
  });
  await insertProject(orgScope(deps.db, orgId), rows);
  return rows.map((r) => r.id);
}

/** Frame k has passed the stages before k % 5 and is in that one (k % 5 = 4: all complete). */
const stageOf = (k: number, i: number): FrameStageState =>
  i < k % 5 ? 'complete' : i === k % 5 ? 'inProgress' : 'notStarted';

async function seed(deps: AppDeps, orgId: string, userId: string) {
  const org = orgScope(deps.db, orgId);
  const projects = await seedProjects(deps, orgId, userId);
  const base = Date.now() - frameCount * 60_000;
  for (let i = 0; i < frameCount; i += 500) {
    const rows: OrgInsert<'iron_frames'>[] = [];
    for (let k = i; k < Math.min(frameCount, i + 500); k++) {
      const created = new Date(base + k * 60_000).toISOString();
      // Updated in an order of their own: a later number is not a later update.
      const updated = new Date(base + ((k * 7919) % frameCount) * 60_000).toISOString();
      const returned = k % 50 === 0;
      const carrying = !returned && k % 3 !== 0;
      const [cutting, reinforcement, secondary, boxing] = FRAME_STAGES.map((_, s) => stageOf(k, s));
      rows.push({
        id: newId(),
        seq: k + 1,
        number: frameNumber(k + 1),
        class_no: `C${k % 40}`,
        location: `${['North Yard', '南区 South', 'Dock'][k % 3]} ${k % 20}`,
        project_id: carrying ? projects[k % PROJECTS]! : null,
        plane_id: null,
        stage_cutting: cutting!,
        stage_reinforcement: reinforcement!,
        stage_secondary: secondary!,
        stage_boxing: boxing!,
        returnable: 1,
        returned: returned ? 1 : 0,
        used: 1,
        operator_id: userId,
        piece_count: carrying ? 12 : 0,
        created_at: created,
        updated_at: updated,
        version: 1,
      });
    }
    await org.insertInto('iron_frames').values(rows).execute();
    await checkpointSeed(deps, i / 500);
  }
  // As the project bench: a live table this size has been vacuumed by autovacuum.
  if (deps.dialect === 'postgres') await sql`vacuum iron_frames`.execute(deps.db);
  return { project: projects[7]! };
}

await runListBench({
  id: 'frame-list',
  title: `Iron-frame list at ${frameCount.toLocaleString('en')} frames (\`npm run bench:frame-list -w apps/server\`)`,
  endpoint: 'webIronFrame/getFrameList',
  rows: frameCount,
  ...millionRowBench(args),
  seed,
  queries: (s) => [
    ['first page', { pageSize: 20 }],
    ['page 50', { pageNum: 50, pageSize: 20 }],
    ['number, last first', { sortOrder: 'descend', pageSize: 20 }],
    ['sort by update', { sortField: 'updatedAt', sortOrder: 'descend', pageSize: 20 }],
    ['stage boxing in progress', { stage: 'boxing', pageSize: 20 }],
    ['stage cutting complete', { stage: 'cutting', stageState: 'complete', pageSize: 20 }],
    ['returned', { circulation: 'returned', pageSize: 20 }],
    ['in circulation', { circulation: 'inCirculation', pageSize: 20 }],
    ['idle', { circulation: 'idle', pageSize: 20 }],
    ['stage + circulation', { stage: 'secondary', circulation: 'idle', pageSize: 20 }],
    ['stage, by update', { stage: 'boxing', sortField: 'updatedAt', pageSize: 20 }],
    ['one project', { projectId: s.project, pageSize: 20 }],
    ['keyword (common)', { keyword: 'north yard', pageSize: 20 }],
    ['keyword (rare)', { keyword: 'F123456', pageSize: 20 }],
    ['keyword (rare) + stage', { keyword: 'F12345', stage: 'cutting', pageSize: 20 }],
    ['keyword (2 characters)', { keyword: '南区', pageSize: 20 }],
  ],
});
