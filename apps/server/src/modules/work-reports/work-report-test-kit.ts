// Test helpers for the work-report suites (not a test file itself): a process route, pieces cut
// and carrying its process code, and shop-floor members with only the reporting permission.
import { pieceScanCode } from '@stone/shared/production/piece-label';
import { actorScope } from '../../db/org-scope.ts';
import type { Dialect } from '../../db/database.ts';
import { addAndSignIn, createRole } from '../members/admin-test-kit.ts';
import { createFlowTestApp } from '../material-flows/flow-test-kit.ts';
import { nextCode } from '../materials/material-test-kit.ts';
import { seedPlane } from '../planning/planning-test-kit.ts';
import { addProcess, addProcessCode } from '../processes/process-test-kit.ts';
import { applyPieceEvent } from '../projects/piece-lifecycle.service.ts';

export async function createWorkReportTestApp(dialect: Dialect) {
  const ctx = await createFlowTestApp(dialect, 'wr');
  // A route of three processes, one of each reporting mode.
  const edge = await addProcess(ctx.api, nextCode('EDGE'), {
    name: '磨边 Edge',
    reportMode: 'single',
  });
  const polish = await addProcess(ctx.api, nextCode('POL'), {
    name: '抛光 Polish',
    reportMode: 'batch',
  });
  const kit = await addProcess(ctx.api, nextCode('KIT'), {
    name: '齐套 Kit',
    reportMode: 'switchable',
  });
  const offRoute = await addProcess(ctx.api, nextCode('WJ'), { name: '水刀 Water-jet' });
  const processCode = nextCode('MB-');
  await addProcessCode(ctx.api, processCode, [edge, polish, kit]);
  return { ...ctx, processCode, process: { edge, polish, kit, offRoute } };
}
export type WorkReportTestApp = Awaited<ReturnType<typeof createWorkReportTestApp>>;

/** `count` pieces of a new plane with the route's process code, moved to `cut` unless told. */
export async function cutPieces(
  ctx: WorkReportTestApp,
  count: number,
  opts: { processCode?: string; cut?: boolean } = {},
) {
  const pieces = Array.from({ length: count }, () => ({
    code: nextCode('P-'),
    width: 600,
    height: 400,
  }));
  const { projectId, planeId } = await seedPlane(ctx.t.deps, ctx.owner, pieces);
  const org = actorScope(ctx.owner, ctx.t.deps.db);
  await org
    .updateTable('project_slabs')
    .set({ process_code: opts.processCode ?? ctx.processCode })
    .where('plane_id', '=', planeId)
    .execute();
  const rows = await org
    .selectFrom('project_slabs')
    .select(['id', 'code'])
    .where('plane_id', '=', planeId)
    .orderBy('code')
    .execute();
  if (opts.cut !== false)
    await applyPieceEvent(org, { pieceIds: rows.map((r) => r.id), event: 'cut' });
  return {
    projectId,
    planeId,
    pieces: rows.map((r) => ({ ...r, scan: pieceScanCode(r.id) })),
  };
}

export const pieceStatus = async (ctx: WorkReportTestApp, id: string) =>
  (
    await ctx.t.deps.db
      .selectFrom('project_slabs')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

/** A shop-floor member whose role grants the report screen with `actions` only. */
export async function workerWith(ctx: WorkReportTestApp, name: string, actions: string[]) {
  const roleId = await createRole(
    ctx.t,
    ctx.owner.token,
    nextCode(`${name} role `),
    [132],
    actions,
  );
  const member = await addAndSignIn(ctx.t, ctx.owner.token, { nickname: name, roleId });
  const api = <T = unknown>(path: string, body: unknown, lang: 'en' | 'zh' = 'en') =>
    ctx.api<T>(path, body, lang, member.token);
  return { ...member, api };
}
