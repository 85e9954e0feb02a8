import type { EndpointPath } from '@stone/shared';
import { DEVICES } from '@stone/shared/materials/basics';
import type { Entry } from './authorization-matrix.types.ts';
import { asOwner, worldFixtures } from './authorization-matrix.fixtures.ts';

/** Cutting records (issue 17): per enterprise a saw whose history is read. */
const { own, other } = worldFixtures<{ deviceId: string }>(async (ctx, world) => {
  const marker = `MARKER-${world.letter}-CD`;
  const { id } = await asOwner<{ id: string }>(
    ctx,
    world,
    DEVICES.paths.create,
    DEVICES.example(marker),
  );
  world.markers.push(id);
  return { deviceId: id };
});

type CuttingPath = Extract<EndpointPath, `webSolutionSlabCut/${string}`>;
const filter = { body: () => ({ preset: 'year' }) };

export const CUTTING_ENTRIES: Record<CuttingPath, Entry> = {
  'webSolutionSlabCut/getCuttingDataList': { body: () => ({ pageNum: 1, pageSize: 100 }) },
  'webSolutionSlabCut/getCuttingDataTotals': filter,
  'webSolutionSlabCut/getCuttingDataChoices': { body: () => ({}) },
  // A saw with no cuts: "no exportable data" (code 3) whatever other entries have cut.
  'webSolutionSlabCut/exportCuttingData': {
    body: own((fx) => ({ preset: 'year', deviceId: fx.deviceId })),
    ok: 3,
  },
  'webSolutionSlabCut/getDeviceCuts': {
    body: own((fx) => ({ pageNum: 1, pageSize: 100, deviceId: fx.deviceId })),
    cross: other((fx) => ({ pageNum: 1, pageSize: 100, deviceId: fx.deviceId })),
    crossCode: 3,
  },
  'webSolutionSlabCut/getWebMonthSlabCut': { body: () => ({}) },
  'webSolutionSlabCut/getYesterdaySlabCut': { body: () => ({}) },
  'webSolutionSlabCut/getToDaySlabCut': { body: () => ({}) },
};
