import type { Db } from '../db/database.ts';
import { actorScope } from '../db/org-scope.ts';
import {
  CRAFT_DESIGN_ENTITY,
  PROCESS_CODE_ENTITY,
  PROCESS_CONTENT_ENTITY,
  PROCESS_ENTITY,
} from '../modules/processes/process-entities.ts';
import { saveProcessFlow } from '../modules/processes/processes.service.ts';

/**
 * The demo enterprise's process catalogue (issue 17): the secondary processes of a Shuitou
 * factory with fees as they are quoted (per metre of edge, per piece, per m²), process codes
 * with their routes, processing contents and craft designs, each made by the calls the screens
 * use, with their checks.
 */
const P = (
  code: string,
  name: string,
  fee: string,
  unit: 'perMetre' | 'perPiece' | 'perSquareMetre',
  more: Record<string, unknown> = {},
) => ({
  code,
  name,
  fee,
  unit,
  sizeMinMm: 0,
  sizeMaxMm: 3200,
  outsourcingType: 'labourOnly',
  outsourcingCost: '0',
  auxiliaryCost: (Number(fee.replace('.', '')) % 7).toString(),
  workerCost: fee,
  ...more,
});

export const DEMO_PROCESSES = [
  P('CUT', '开料 Cutting', '8.00', 'perSquareMetre', {
    flowMode: 'forklift',
    flowUnit: 'box',
    stage: 'cutting',
  }),
  P('REINF', '加固 Reinforcement', '15.00', 'perPiece', {
    bonding: true,
    processingPart: '背面 Back',
  }),
  P('CHAMFER', '倒角 Chamfer', '6.50', 'perMetre', { processingPart: '边 Edge' }),
  P('EDGE', '磨边 Edge polishing', '12.00', 'perMetre', { reportMode: 'batch' }),
  P('POLISH', '抛光 Polishing', '25.00', 'perSquareMetre', { reportMode: 'switchable' }),
  P('WJ', '水刀 Water-jet', '38.50', 'perMetre', {
    outsourcingType: 'factoryContract',
    outsourcingCost: '20.00',
    sizeMinMm: 100,
  }),
  P('KIT', '齐套检查 Kit check', '1.00', 'perPiece', { reportMode: 'batch', stage: 'kitCheck' }),
  P('PACK', '打包 Packing', '3.00', 'perPiece', {
    flowMode: 'forklift',
    flowUnit: 'box',
    stage: 'packing',
  }),
] as const;

/** Process codes and their routes, by process code. */
export const DEMO_PROCESS_CODES = [
  {
    code: 'MB-1',
    name: '台面磨边 Countertop edge',
    route: ['CUT', 'REINF', 'CHAMFER', 'EDGE', 'POLISH', 'KIT', 'PACK'],
  },
  { code: 'DM-1', name: '地面抛光 Floor polish', route: ['CUT', 'POLISH', 'KIT', 'PACK'] },
  { code: 'SD-1', name: '水刀拼花 Water-jet inlay', route: ['CUT', 'WJ', 'EDGE', 'KIT', 'PACK'] },
] as const;

const CONTENTS = ['磨边 Edge', '倒角 Chamfer', '开槽 Grooving', '粘接 Bonding', '抛光 Polishing'];
const CRAFTS = [
  { code: 'CD-01', name: '双层叠边 Double laminated edge', description: '45° 拼接 mitred' },
  { code: 'CD-02', name: '水刀拼花 Water-jet inlay', description: '' },
];

export async function seedProcesses(db: Db, orgId: string): Promise<void> {
  const caller = { orgId };
  const ids: Record<string, string> = {};
  for (const p of DEMO_PROCESSES)
    ids[p.code] = (
      await PROCESS_ENTITY.create(caller, db, PROCESS_ENTITY.def.schemas.createBody.parse(p))
    ).id;
  for (const c of DEMO_PROCESS_CODES) {
    const body = PROCESS_CODE_ENTITY.def.schemas.createBody.parse({ code: c.code, name: c.name });
    const { id } = await PROCESS_CODE_ENTITY.create(caller, db, body);
    const processIds = c.route.map((code) => ids[code] as string);
    await saveProcessFlow(actorScope(caller, db), { id, processIds, version: 1 });
  }
  for (const [i, name] of CONTENTS.entries())
    await PROCESS_CONTENT_ENTITY.create(
      caller,
      db,
      PROCESS_CONTENT_ENTITY.def.schemas.createBody.parse({ name, sort: i + 1 }),
    );
  for (const c of CRAFTS)
    await CRAFT_DESIGN_ENTITY.create(
      caller,
      db,
      CRAFT_DESIGN_ENTITY.def.schemas.createBody.parse(c),
    );
}

/** The demo catalogue's process ids by code (for project settings). */
export async function demoProcessIds(db: Db, orgId: string): Promise<Record<string, string>> {
  const rows = await actorScope({ orgId }, db)
    .selectFrom('processes')
    .select(['id', 'code'])
    .execute();
  return Object.fromEntries(rows.map((r) => [r.code, r.id]));
}

/** The demo projects' pieces get process codes in turn, as a planner would assign them. */
export async function seedPieceProcessCodes(db: Db, orgId: string, projectId: string) {
  const org = actorScope({ orgId }, db);
  const pieces = await org
    .selectFrom('project_slabs')
    .select('id')
    .where('project_id', '=', projectId)
    .orderBy('code')
    .execute();
  const codes = DEMO_PROCESS_CODES.map((c) => c.code);
  for (const [k, code] of codes.entries()) {
    const ids = pieces.filter((_, i) => i % codes.length === k).map((p) => p.id);
    if (ids.length > 0)
      await org
        .updateTable('project_slabs')
        .set({ process_code: code })
        .where('id', 'in', ids)
        .execute();
  }
}
