// Test helpers for the packing suites (not a test file itself): routes with a secondary step or
// none, pieces cut and (optionally) reported ready, kit-checked, and boxes.
import { pieceScanCode } from '@stone/shared/production/piece-label';
import { DEFAULT_PROJECT_SETTINGS } from '@stone/shared/projects/settings';
import type { Dialect } from '../../db/database.ts';
import { actorScope } from '../../db/org-scope.ts';
import { createFlowTestApp, testStoneId } from '../material-flows/flow-test-kit.ts';
import { nextCode } from '../materials/material-test-kit.ts';
import { seedPlane, TEST_SETTINGS } from '../planning/planning-test-kit.ts';
import { addProcess, addProcessCode } from '../processes/process-test-kit.ts';
import { applyPieceEvent } from '../projects/piece-lifecycle.service.ts';

export async function createPackingTestApp(dialect: Dialect, name = 'pack') {
  const ctx = await createFlowTestApp(dialect, name);
  const edge = await addProcess(ctx.api, nextCode('EDGE'), { name: '磨边 Edge' });
  const kit = await addProcess(ctx.api, nextCode('KIT'), { name: '齐套 Kit', stage: 'kitCheck' });
  const pack = await addProcess(ctx.api, nextCode('PACK'), { name: '打包 Pack', stage: 'packing' });
  const withEdge = nextCode('MB-');
  await addProcessCode(ctx.api, withEdge, [edge, kit, pack]);
  const plain = nextCode('PL-');
  await addProcessCode(ctx.api, plain, [kit, pack]);
  return { ...ctx, codes: { withEdge, plain }, process: { edge, kit, pack } };
}
export type PackingTestApp = Awaited<ReturnType<typeof createPackingTestApp>>;

export type PieceSeed = { width?: number; height?: number; boxNo?: number | null };
type ProjectOptions = {
  processCode?: string;
  maxPiecesPerBox?: number;
  maxBoxWeightKg?: number;
  densityKgM3?: number;
  cut?: boolean;
};

/** A project of one plane whose pieces are cut (ready for the kit check with the plain route). */
export async function cutProject(
  ctx: PackingTestApp,
  seeds: PieceSeed[],
  opts: ProjectOptions = {},
) {
  const stone = await testStoneId(ctx.t.deps, ctx.owner.orgId, nextCode('Stone'));
  if (opts.densityKgM3)
    await ctx.t.deps.db
      .updateTable('stone_materials')
      .set({ density_kg_m3: opts.densityKgM3 })
      .where('id', '=', stone)
      .execute();
  const settings = {
    ...TEST_SETTINGS,
    materialId: stone,
    packingRules: {
      ...DEFAULT_PROJECT_SETTINGS.packingRules,
      maxPiecesPerBox: opts.maxPiecesPerBox ?? 20,
      ...(opts.maxBoxWeightKg ? { maxBoxWeightKg: opts.maxBoxWeightKg } : {}),
    },
  };
  const pieces = seeds.map((s) => ({
    code: nextCode('P-'),
    width: s.width ?? 600,
    height: s.height ?? 400,
  }));
  const { projectId, planeId } = await seedPlane(ctx.t.deps, ctx.owner, pieces, settings);
  const org = actorScope(ctx.owner, ctx.t.deps.db);
  await org
    .updateTable('projects')
    .set({ material_id: stone })
    .where('id', '=', projectId)
    .execute();
  // In the seeds' order, which the codes' text order is not once the serial gains a digit
  // (P-9 after P-10): a test's piece 2 must be its third seed whatever ran before it.
  const seedOrder = new Map(pieces.map((p, i) => [p.code, i]));
  const rows = (
    await org
      .selectFrom('project_slabs')
      .select(['id', 'code'])
      .where('plane_id', '=', planeId)
      .execute()
  ).sort((a, b) => (seedOrder.get(a.code) ?? 0) - (seedOrder.get(b.code) ?? 0));
  for (const [i, r] of rows.entries()) {
    const boxNo = seeds[i]?.boxNo ?? null;
    await org
      .updateTable('project_slabs')
      .set({ process_code: opts.processCode ?? ctx.codes.plain, box_no: boxNo })
      .where('id', '=', r.id)
      .execute();
  }
  if (seeds.some((s) => s.boxNo))
    await org
      .updateTable('projects')
      .set({ packing_list_state: 'complete' })
      .where('id', '=', projectId)
      .execute();
  if (opts.cut !== false)
    await applyPieceEvent(org, { pieceIds: rows.map((r) => r.id), event: 'cut' });
  return { projectId, planeId, pieces: rows.map((r) => ({ ...r, scan: pieceScanCode(r.id) })) };
}

export const statusOf = async (ctx: PackingTestApp, id: string) =>
  (
    await ctx.t.deps.db
      .selectFrom('project_slabs')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

/** Kit-checks the pieces through the API, failing the test setup on a refusal. */
export async function kitChecked(ctx: PackingTestApp, scans: string[]) {
  const res = await ctx.api('webMesPack/kitCheck', { scans });
  if (!res.result) throw new Error(res.msg);
}

export async function newBoxes(ctx: PackingTestApp, projectId: string, count = 1) {
  const res = await ctx.api<{ ids: string[]; names: string[] }>('webMesPack/createBoxes', {
    projectId,
    boxType: 'standard',
    lengthMm: 2000,
    widthMm: 1000,
    heightMm: 800,
    count,
  });
  if (!res.result) throw new Error(res.msg);
  return res.data.ids.map((id, i) => ({ id, name: res.data.names[i]!, scan: `BX-${id}` }));
}
