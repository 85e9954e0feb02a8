import { actorScope } from '../db/org-scope.ts';
import { demoActor } from './demo-actor.ts';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ProjectSettings } from '@stone/shared/projects/settings';
import type { AppDeps } from '../context.ts';
import { withIdempotency } from '../lib/idempotency.ts';
import { storeUpload } from '../modules/files/files.service.ts';
import { acceptPlanRun, planPlaneNow } from '../modules/planning/planning.service.ts';
import {
  createProject,
  prepareProject,
  readPlanes,
} from '../modules/projects/project-create.service.ts';
import { generatePackingList } from '../modules/projects/packing-list.service.ts';
import { approveProject } from '../modules/projects/project-state.service.ts';
import { listPlanes } from '../modules/projects/projects.repository.ts';
import { demoProcessIds, seedPieceProcessCodes } from './seed-processes.ts';
import { demoStoneIds, type DemoStoneCode } from './seed-stones.ts';

const DXF_DIR = fileURLToPath(new URL('./dxf/', import.meta.url));

/** Settings naming a stone of the demo catalogue by code; its id is looked up when seeding. */
const settings = (
  stone: DemoStoneCode,
  slab: [number, number],
  perBox: number,
): Omit<ProjectSettings, 'materialId'> & { stone: DemoStoneCode } => ({
  stone,
  thicknessMm: 20,
  kerfMm: 3,
  trimMm: 10,
  slabSizes: [{ lengthMm: slab[0], widthMm: slab[1] }],
  plannerMode: 'guillotine',
  // Named by id once the catalogue is known (seed-processes.ts).
  processes: [],
  packingRules: { maxPiecesPerBox: perBox, groupBy: 'plane' },
});

/**
 * Projects a newcomer recognises, one per review state, and one cut last month
 * (apps/server/src/demo/dxf).
 */
const DEMO_PROJECTS = [
  {
    file: 'stone_countertop_gbk_r2000.dxf',
    name: '雅士白厨房台面 Ariston White Kitchen Tops',
    orderNo: 'SO-2026-0101',
    customerName: '陈女士 Ms Chen',
    customerBrand: '水头石材 Shuitou Stone',
    plane: '厨房 Kitchen',
    settings: settings('YS', [3200, 2600], 2),
    approvals: 2,
  },
  {
    file: 'ezdxf_multi_insert_with_attribs.dxf',
    name: '希尔顿酒店大堂地面 Hilton Lobby Floor',
    orderNo: 'SO-2026-0102',
    customerName: '希尔顿酒店 Hilton Hotel',
    customerBrand: '鑫达石业 Xinda Stone',
    plane: '大堂 Lobby',
    settings: settings('JS', [2800, 1700], 10),
    approvals: 1,
  },
  {
    file: 'ezdxf_hatches_1.dxf',
    name: '滨江别墅背景墙 Riverside Villa Feature Wall',
    orderNo: 'SO-2026-0103',
    customerName: '王先生 Mr Wang',
    customerBrand: '南安石材 Nan an Stone',
    plane: '客厅 Living room',
    settings: settings('YD', [2400, 1400], 6),
    approvals: 0,
  },
  // Cut last month and half through second processing (seed-work-reports.ts).
  {
    file: 'ezdxf_multi_insert_with_attribs.dxf',
    name: '万达广场商场地面 Wanda Plaza Mall Floor',
    orderNo: 'SO-2026-0095',
    customerName: '万达商管 Wanda Commercial',
    customerBrand: '鑫达石业 Xinda Stone',
    plane: '商场 Mall',
    settings: settings('JS', [2800, 1700], 10),
    approvals: 2,
  },
] as const;

type DemoProject = (typeof DEMO_PROJECTS)[number];

/**
 * The demo enterprise's projects: each drawing uploaded, read and stored as a manual order
 * would be, planned and its plan accepted, then settings, packing list and review as listed.
 */
export async function seedDemoProjects(deps: AppDeps, orgId: string, userId: string) {
  for (const [i, p] of DEMO_PROJECTS.entries())
    await seedProject(deps, { orgId, userId }, p, 14 + 7 * i);
}

/**
 * A small kitchen project of the demo enterprise for an end-to-end walk through the factory
 * (test hooks only): the countertop drawing, reviewed, its plan on slabs still to be cut, and
 * every piece on the floor-polish route (cut, polish, kit check, packing).
 */
export async function seedWalkthroughProject(
  deps: AppDeps,
  owner: { orgId: string; userId: string },
  names: { name: string; orderNo: string },
) {
  const kitchen = { ...DEMO_PROJECTS[0], ...names, approvals: 1 };
  const id = await seedProject(deps, owner, kitchen, 30);
  await actorScope(owner, deps.db)
    .updateTable('project_slabs')
    .set({ process_code: 'DM-1' })
    .where('project_id', '=', id)
    .execute();
  return id;
}

async function seedProject(
  deps: AppDeps,
  { orgId, userId }: { orgId: string; userId: string },
  p: Omit<DemoProject, 'name' | 'orderNo' | 'approvals'> & {
    name: string;
    orderNo: string;
    approvals: number;
  },
  deliveryInDays: number,
) {
  const auth = { userId, sessionId: 'demo', orgId, member: null };
  // The owner does it all, as they would through the screens.
  const actor = await demoActor(deps, orgId, userId);
  const stones = await demoStoneIds(deps.db, orgId);
  const processes = await demoProcessIds(deps.db, orgId);
  const bytes = await readFile(`${DXF_DIR}${p.file}`);
  const file = await storeUpload(deps, auth, { orgId }, 'dxf', bytes, p.file);
  const input = {
    name: p.name,
    orderNo: p.orderNo,
    customerName: p.customerName,
    customerBrand: p.customerBrand,
    deliveryAt: new Date(Date.now() + deliveryInDays * 86_400_000).toISOString(),
    projectType: 'engineering' as const,
    planes: [{ name: p.plane, batch: 'B1', fileId: file.fileId, fileName: p.file }],
    settings: (({ stone, ...rest }) => ({
      ...rest,
      materialId: stones[stone],
      processes: [processes.EDGE, processes.POLISH].filter((x): x is string => Boolean(x)),
    }))(p.settings),
  };
  const prepared = await prepareProject(
    input,
    await readPlanes(actor, deps, { input, lang: 'zh' }),
  );
  const scope = { userId, endpoint: 'demo', requestId: undefined };
  const { id } = await withIdempotency(deps, scope, (trx) => createProject(actor, trx, prepared));
  await seedPieceProcessCodes(deps.db, orgId, id);
  for (const plane of await listPlanes(actorScope(actor, deps.db), id)) {
    const job = await planPlaneNow(deps, orgId, plane.id, { timeBudgetMs: 2_000 });
    if (job.state === 'done') await acceptPlanRun(actor, deps, job.runId);
  }
  // Planning writes the project's figures but not its version: the user's edits still hold.
  let version = 1;
  if (p.approvals === 0) return id;
  version = (await generatePackingList(actor, deps, { id, version })).version;
  for (let step = 0; step < p.approvals; step++)
    version = (await approveProject(actor, deps, { id, version })).version;
  return id;
}
