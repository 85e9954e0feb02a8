import { actorScope } from '../db/org-scope.ts';
import type { EndpointPath } from '@stone/shared';
import { COMPLETE_SETTINGS, uploadDxfId } from '../modules/projects/project-test-kit.ts';
import { findProject } from '../modules/projects/projects.repository.ts';
import { call } from './api-client.ts';
import type { Ctx, Entry } from './authorization-matrix.types.ts';
import type { OrgWorld } from './authorization-matrix.world.ts';

type ProjectFixture = { projectId: string; fileId: string };
const fixtures = new WeakMap<OrgWorld, Promise<ProjectFixture>>();

/** Per enterprise, once: a project made from a DXF by its owner, through the API. */
function projectFixture(ctx: Ctx, world: OrgWorld): Promise<ProjectFixture> {
  let fx = fixtures.get(world);
  if (!fx) {
    fx = (async () => {
      const token = world.superAdmin.token;
      const fileId = await uploadDxfId(ctx.t, token);
      const res = await call<{ id: string }>(
        ctx.t.app,
        'webProduce/createSolution',
        {
          name: `MARKER-${world.letter}-PROJECT`,
          customerName: `MARKER-${world.letter}-CUSTOMER`,
          planes: [{ name: `MARKER-${world.letter}-PLANE`, fileId }],
        },
        { token },
      );
      if (!res.result) throw new Error(`createProject failed: ${res.msg}`);
      world.markers.push(res.data.id, fileId);
      return { projectId: res.data.id, fileId };
    })();
    fixtures.set(world, fx);
  }
  return fx;
}

// Both enterprises' projects exist before the first answer is checked for the other's markers.
const own = (pick: (fx: ProjectFixture) => Promise<unknown> | unknown) => async (c: Ctx) => {
  await projectFixture(c, c.other);
  return pick(await projectFixture(c, c.own));
};
const other = (pick: (fx: ProjectFixture) => unknown) => async (c: Ctx) =>
  pick(await projectFixture(c, c.other));

const versionOf = async (c: Ctx, id: string) =>
  (await findProject(actorScope(c.own, c.t.deps.db), id)).version;

/** A state change at a version nobody holds: past the access check, then refused, unchanged. */
const staleChange = (): Entry => ({
  body: own((fx) => ({ id: fx.projectId, version: 9999 })),
  ok: 4,
  cross: other((fx) => ({ id: fx.projectId, version: 1 })),
  crossCode: 3,
});

type ProjectPath = Extract<EndpointPath, `webProduce/${string}`>;

/** Projects (issue 12). */
export const PROJECT_ENTRIES: Record<ProjectPath, Entry> = {
  'webProduce/getProduceSolutionList': {
    body: own(() => ({ pageNum: 1, pageSize: 100, keyword: 'MARKER' })),
  },
  'webProduce/getRecentSolutionSummary': { body: own(() => ({})) },
  // No name and no file: allowed callers get the combined message, and nothing is created.
  'webProduce/createSolution': {
    body: own(() => ({})),
    ok: 2,
    cross: other((fx) => ({ name: 'x', planes: [{ name: 'N1', fileId: fx.fileId }] })),
    crossCode: 2,
  },
  // Another enterprise's upload is no file of the caller's: code 2 on fileId, nothing read.
  'webProduce/previewSolutionDrawing': {
    body: own((fx) => ({ fileId: fx.fileId })),
    cross: other((fx) => ({ fileId: fx.fileId })),
    crossCode: 2,
  },
  'webProduce/getSolutionDetail': {
    body: own((fx) => ({ id: fx.projectId })),
    cross: other((fx) => ({ id: fx.projectId })),
    crossCode: 3,
  },
  'webProduce/getSolutionSlabs': {
    body: own((fx) => ({ projectId: fx.projectId })),
    cross: other((fx) => ({ projectId: fx.projectId })),
    crossCode: 3,
  },
  // Issue 23: the detail tabs' reads, each of one project.
  'webProduce/getSolutionPackingList': {
    body: own((fx) => ({ projectId: fx.projectId })),
    cross: other((fx) => ({ projectId: fx.projectId })),
    crossCode: 3,
  },
  'webProduce/getSolutionPlanSlabs': {
    body: own((fx) => ({ projectId: fx.projectId })),
    cross: other((fx) => ({ projectId: fx.projectId })),
    crossCode: 3,
  },
  'webProduce/getSolutionMovements': {
    body: own((fx) => ({ projectId: fx.projectId })),
    cross: other((fx) => ({ projectId: fx.projectId })),
    crossCode: 3,
  },
  'webProduce/getSolutionProgress': {
    body: own((fx) => ({ id: fx.projectId })),
    cross: other((fx) => ({ id: fx.projectId })),
    crossCode: 3,
  },
  'webProduce/updateSolution': {
    body: (c) =>
      own(async (fx) => ({
        id: fx.projectId,
        name: `MARKER-${c.own.letter}-PROJECT`,
        version: await versionOf(c, fx.projectId),
      }))(c),
    cross: other((fx) => ({ id: fx.projectId, name: 'x', version: 1 })),
    crossCode: 3,
  },
  'webProduce/updateSolutionSettings': {
    body: (c) =>
      own(async (fx) => ({
        id: fx.projectId,
        settings: COMPLETE_SETTINGS,
        version: await versionOf(c, fx.projectId),
      }))(c),
    cross: other((fx) => ({ id: fx.projectId, settings: COMPLETE_SETTINGS, version: 1 })),
    crossCode: 3,
  },
  'webProduce/generatePackingList': {
    body: (c) =>
      own(async (fx) => ({ id: fx.projectId, version: await versionOf(c, fx.projectId) }))(c),
    cross: other((fx) => ({ id: fx.projectId, version: 1 })),
    crossCode: 3,
  },
  // Issue 17: '' takes a process code off, so no catalogue row is needed here.
  'webProduce/setSolutionPieceProcessCode': {
    body: (c) =>
      own(async (fx) => ({
        id: fx.projectId,
        version: await versionOf(c, fx.projectId),
        processCode: '',
        codePrefix: 'ZZ',
      }))(c),
    cross: other((fx) => ({ id: fx.projectId, version: 1, processCode: '', codePrefix: 'ZZ' })),
    crossCode: 3,
  },
  'webProduce/setSolutionPieceRotationLock': {
    body: (c) =>
      own(async (fx) => ({
        id: fx.projectId,
        version: await versionOf(c, fx.projectId),
        locked: true,
        codePrefix: 'ZZ',
      }))(c),
    cross: other((fx) => ({ id: fx.projectId, version: 1, locked: true, codePrefix: 'ZZ' })),
    crossCode: 3,
  },
  'webProduce/pasteSolutionPieceProcessCodes': {
    body: (c) =>
      own(async (fx) => ({
        id: fx.projectId,
        version: await versionOf(c, fx.projectId),
        rows: [{ pieceCode: 'ZZ-NONE', processCode: '' }],
      }))(c),
    cross: other((fx) => ({
      id: fx.projectId,
      version: 1,
      rows: [{ pieceCode: 'ZZ-NONE', processCode: '' }],
    })),
    crossCode: 3,
  },
  'webProduce/approveSolution': staleChange(),
  'webProduce/archiveSolution': staleChange(),
  'webProduce/restoreSolution': staleChange(),
  'webProduce/terminateSolution': staleChange(),
};
