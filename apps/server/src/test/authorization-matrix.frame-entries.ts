import type { EndpointPath } from '@stone/shared';
import { frameScanCode } from '@stone/shared/frames/frame-label';
import type { Entry } from './authorization-matrix.types.ts';
import { asOwner, worldFixtures } from './authorization-matrix.fixtures.ts';

/** Iron frames (issue 18): per enterprise one frame, never used, to read and act on. */
const { own, other } = worldFixtures<{ id: string; number: string }>(async (ctx, world) => {
  const { ids, numbers } = await asOwner<{ ids: string[]; numbers: string[] }>(
    ctx,
    world,
    'webIronFrame/createFrames',
    { count: 1, classNo: `MARKER-${world.letter}-FR`, returnable: true, location: 'matrix' },
  );
  world.markers.push(ids[0]!);
  return { id: ids[0]!, number: numbers[0]! };
});

type FramePath = Extract<EndpointPath, `webIronFrame/${string}`>;
const page = { pageNum: 1, pageSize: 100 };

export const FRAME_ENTRIES: Record<FramePath, Entry> = {
  'webIronFrame/getFrameList': { body: () => page },
  'webIronFrame/getFrameChoices': { body: () => ({}) },
  'webIronFrame/createFrames': {
    body: (c) => ({
      count: 1,
      classNo: `MARKER-${c.own.letter}-FR`,
      returnable: false,
      location: '',
    }),
  },
  // A stale version: past the access check, then a conflict; the other's frame is missing here.
  'webIronFrame/updateFrame': {
    body: own((fx) => ({ id: fx.id, classNo: 'x', returnable: true, location: '', version: 999 })),
    ok: 4,
    cross: other((fx) => ({ id: fx.id, classNo: 'x', returnable: true, location: '', version: 1 })),
    crossCode: 3,
  },
  'webIronFrame/deleteFrame': {
    body: own((fx) => ({ id: fx.id, version: 999 })),
    ok: 4,
    cross: other((fx) => ({ id: fx.id, version: 1 })),
    crossCode: 3,
  },
  'webIronFrame/getFrameLabels': {
    body: own((fx) => ({ ids: [fx.id] })),
    // Another enterprise's ids print nothing (no marker leaks).
    cross: other((fx) => ({ ids: [fx.id] })),
    crossCode: 0,
  },
  'webIronFrame/setFrameStage': {
    body: own((fx) => ({ id: fx.id, stage: 'cutting', state: 'notStarted', version: 999 })),
    ok: 4,
    cross: other((fx) => ({ id: fx.id, stage: 'cutting', state: 'notStarted', version: 1 })),
    crossCode: 3,
  },
  'webIronFrame/returnFrame': {
    body: own((fx) => ({ id: fx.id, version: 999 })),
    ok: 4,
    cross: other((fx) => ({ id: fx.id, version: 1 })),
    crossCode: 3,
  },
  // Not returned: refused (code 4) before anything changes.
  'webIronFrame/restoreFrame': {
    body: own((fx) => ({ id: fx.id, version: 1 })),
    ok: 4,
    cross: other((fx) => ({ id: fx.id, version: 1 })),
    crossCode: 3,
  },
  // A label of no piece: past the access check, then "not a piece label of this enterprise".
  'webIronFrame/bindPieces': {
    body: own((fx) => ({ frameScan: frameScanCode(fx.number), pieceScans: ['PC-none'] })),
    ok: 3,
    cross: other((fx) => ({ frameScan: frameScanCode(fx.number), pieceScans: ['PC-none'] })),
    crossCode: 3,
  },
  'webIronFrame/moveFrame': {
    body: own((fx) => ({ frameScan: frameScanCode(fx.number), processQr: 'STONE-PROC:none' })),
    ok: 3,
    cross: other((fx) => ({ frameScan: frameScanCode(fx.number), processQr: 'STONE-PROC:none' })),
    crossCode: 3,
  },
  'webIronFrame/unbindPiece': {
    body: own((fx) => ({ frameId: fx.id, pieceId: 'none' })),
    ok: 4,
    cross: other((fx) => ({ frameId: fx.id, pieceId: 'none' })),
    crossCode: 3,
  },
  'webIronFrame/getFrameDetail': {
    body: own((fx) => ({ id: fx.id })),
    cross: other((fx) => ({ id: fx.id })),
    crossCode: 3,
  },
};
