import type { EndpointPath } from '@stone/shared';
import { PROCESSES } from '@stone/shared/processes/processes';
import { uploadDxfId } from '../modules/projects/project-test-kit.ts';
import type { Entry } from './authorization-matrix.types.ts';
import { asOwner, worldFixtures } from './authorization-matrix.fixtures.ts';

type Fixture = { projectId: string; planeId: string; pieceId: string; processId: string };

/** Secondary processing (issue 18): per enterprise a project with a piece, and a process. */
const { own, other } = worldFixtures<Fixture>(async (ctx, world) => {
  const fileId = await uploadDxfId(ctx.t, world.superAdmin.token);
  const project = await asOwner<{ id: string }>(ctx, world, 'webProduce/createSolution', {
    name: `MARKER-${world.letter}-SECONDARY`,
    planes: [{ name: `MARKER-${world.letter}-SP`, fileId }],
  });
  const pieces = await asOwner<{ list: { id: string; planeId: string }[] }>(
    ctx,
    world,
    'webProduce/getSolutionSlabs',
    { projectId: project.id },
  );
  const piece = pieces.list[0];
  if (!piece) throw new Error('the matrix drawing has no piece');
  const process = PROCESSES.example(`MARKER-${world.letter}-SEC`);
  const { id: processId } = await asOwner<{ id: string }>(
    ctx,
    world,
    PROCESSES.paths.create,
    process,
  );
  world.markers.push(project.id, fileId, processId);
  return { projectId: project.id, planeId: piece.planeId, pieceId: piece.id, processId };
});

type SecondaryPath = Extract<
  EndpointPath,
  `webSecondProcess/${string}` | `webSolutionTabs/${string}`
>;
const page = { pageNum: 1, pageSize: 20 };
const cell = (fx: Fixture) => ({
  projectId: fx.projectId,
  planeId: fx.planeId,
  processId: fx.processId,
  bucket: 'toProcess',
});

export const SECONDARY_ENTRIES: Record<SecondaryPath, Entry> = {
  'webSecondProcess/getSolutionSecondProgress': {
    body: own((fx) => ({ projectId: fx.projectId })),
    cross: other((fx) => ({ projectId: fx.projectId })),
    crossCode: 3,
  },
  'webSecondProcess/getSecondProgressPieces': {
    body: own(cell),
    cross: other(cell),
    crossCode: 3,
  },
  'webSecondProcess/getAbnormalPieces': {
    body: own((fx) => ({ projectId: fx.projectId, ...page })),
    cross: other((fx) => ({ projectId: fx.projectId, ...page })),
    crossCode: 3,
  },
  'webSecondProcess/getProcessAbnormalPieces': {
    body: own((fx) => ({ processId: fx.processId, ...page })),
    cross: other((fx) => ({ processId: fx.processId, ...page })),
    crossCode: 3,
  },
  // Another enterprise's piece answers like a missing one, and stays unflagged.
  'webSecondProcess/markPieceAbnormal': {
    body: own((fx) => ({ pieceId: fx.pieceId, reason: 'matrix' })),
    cross: other((fx) => ({ pieceId: fx.pieceId, reason: 'matrix' })),
    crossCode: 3,
  },
  'webSecondProcess/clearPieceAbnormal': {
    body: own((fx) => ({ pieceId: fx.pieceId })),
    cross: other((fx) => ({ pieceId: fx.pieceId })),
    crossCode: 3,
  },
  'webSecondProcess/getProcessSecondProgress': {
    body: own((fx) => ({ processId: fx.processId, ...page })),
    cross: other((fx) => ({ processId: fx.processId, ...page })),
    crossCode: 3,
  },
  'webSolutionTabs/getSolutionMaterial': {
    body: own((fx) => ({ projectId: fx.projectId })),
    cross: other((fx) => ({ projectId: fx.projectId })),
    crossCode: 3,
  },
  'webSolutionTabs/getSolutionPicks': {
    body: own((fx) => ({ projectId: fx.projectId, ...page })),
    cross: other((fx) => ({ projectId: fx.projectId, ...page })),
    crossCode: 3,
  },
};
