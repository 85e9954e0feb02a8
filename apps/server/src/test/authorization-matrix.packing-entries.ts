import type { EndpointPath } from '@stone/shared';
import { seedPlane } from '../modules/planning/planning-test-kit.ts';
import type { Entry } from './authorization-matrix.types.ts';
import { asOwner, worldFixtures } from './authorization-matrix.fixtures.ts';

/** Kit check and packing (issue 18): per enterprise a project of one plane and an empty box. */
const { own, other } = worldFixtures<{
  projectId: string;
  group: string;
  boxId: string;
  scan: string;
}>(async (ctx, world) => {
  const owner = { orgId: world.orgId, userId: world.superAdmin.userId };
  const { projectId, planeId } = await seedPlane(ctx.t.deps, owner, [
    { code: `MARKER-${world.letter}-PK`, width: 600, height: 400 },
  ]);
  const piece = await ctx.t.deps.db
    .selectFrom('project_slabs')
    .select('id')
    .where('org_id', '=', world.orgId)
    .where('plane_id', '=', planeId)
    .executeTakeFirstOrThrow();
  const boxes = await asOwner<{ ids: string[] }>(ctx, world, 'webMesPack/createBoxes', {
    projectId,
    boxType: 'standard',
    lengthMm: 1000,
    widthMm: 1000,
    heightMm: 1000,
    count: 1,
  });
  const boxId = boxes.ids[0]!;
  world.markers.push(boxId);
  return { projectId, group: `plane:${planeId}`, boxId, scan: `PC-${piece.id}` };
});

type PackingPath = Extract<EndpointPath, `webMesPack/${string}` | `webPackedBox/${string}`>;
const page = { pageNum: 1, pageSize: 100 };
const boxBody = (projectId: string) => ({
  projectId,
  boxType: 'standard',
  lengthMm: 1000,
  widthMm: 1000,
  heightMm: 1000,
  count: 1,
});

export const PACKING_ENTRIES: Record<PackingPath, Entry> = {
  'webMesPack/getPackProjects': { body: () => page },
  'webMesPack/getKitGroups': {
    body: own((fx) => ({ projectId: fx.projectId })),
    cross: other((fx) => ({ projectId: fx.projectId })),
    crossCode: 3,
  },
  'webMesPack/getGroupPieces': {
    body: own((fx) => ({ projectId: fx.projectId, groupKey: fx.group })),
    cross: other((fx) => ({ projectId: fx.projectId, groupKey: fx.group })),
    crossCode: 3,
  },
  // A label of no piece: past the access check, then "not a piece label of this enterprise".
  'webMesPack/kitCheck': {
    body: own(() => ({ scans: ['PC-none'] })),
    ok: 3,
    cross: other((fx) => ({ scans: [fx.scan] })),
    crossCode: 3,
  },
  // The seeded piece is not cut: the group is short, and nothing moves.
  'webMesPack/checkGroup': {
    body: own((fx) => ({ projectId: fx.projectId, groupKey: fx.group })),
    cross: other((fx) => ({ projectId: fx.projectId, groupKey: fx.group })),
    crossCode: 3,
  },
  'webMesPack/createBoxes': {
    body: own((fx) => boxBody(fx.projectId)),
    cross: other((fx) => boxBody(fx.projectId)),
    crossCode: 3,
  },
  'webMesPack/getBoxList': {
    body: own((fx) => ({ projectId: fx.projectId, ...page })),
    cross: other((fx) => ({ projectId: fx.projectId, ...page })),
    crossCode: 3,
  },
  'webMesPack/packPieces': {
    body: own((fx) => ({ boxScan: `BX-${fx.boxId}`, scans: ['PC-none'] })),
    ok: 3,
    cross: other((fx) => ({ boxScan: `BX-${fx.boxId}`, scans: [fx.scan] })),
    crossCode: 3,
  },
  // The box is empty: refused as such, past the access check.
  'webMesPack/sealBox': {
    body: own((fx) => ({ id: fx.boxId })),
    ok: 4,
    cross: other((fx) => ({ id: fx.boxId })),
    crossCode: 3,
  },
  'webMesPack/unpackPiece': {
    body: own((fx) => ({ boxId: fx.boxId, pieceId: 'none', reason: 'matrix' })),
    ok: 3,
    cross: other((fx) => ({ boxId: fx.boxId, pieceId: 'none', reason: 'matrix' })),
    crossCode: 3,
  },
  'webPackedBox/getBoxDetail': {
    body: own((fx) => ({ id: fx.boxId })),
    cross: other((fx) => ({ id: fx.boxId })),
    crossCode: 3,
  },
  'webPackedBox/getPackingList': {
    body: own((fx) => ({ projectId: fx.projectId })),
    cross: other((fx) => ({ projectId: fx.projectId })),
    crossCode: 3,
  },
};
