import type { EndpointPath } from '@stone/shared';
import { DEVICES, WAREHOUSES } from '@stone/shared/materials/basics';
import { seedAcceptedPlan, seedSlab } from '../modules/material-flows/flow-test-kit.ts';
import type { Ctx, Entry } from './authorization-matrix.types.ts';
import { asOwner, next, worldFixtures } from './authorization-matrix.fixtures.ts';
import type { OrgWorld } from './authorization-matrix.world.ts';

/** Material flows (issue 13): per enterprise a warehouse, a saw and a project with a plan. */
type Fixture = {
  warehouseId: string;
  deviceId: string;
  projectId: string;
  layoutId: string;
  slabId: string;
};
const ownerOf = (world: OrgWorld) => ({ orgId: world.orgId, userId: world.superAdmin.userId });

const { own, other } = worldFixtures<Fixture>(async (ctx, world) => {
  const L = world.letter;
  // Made as the simple-entity entries make theirs (each declaration's example).
  const make = (entity: typeof WAREHOUSES | typeof DEVICES, marker: string) =>
    asOwner<{ id: string }>(ctx, world, entity.paths.create, entity.example(marker));
  const { id: warehouseId } = await make(WAREHOUSES, `MARKER-${L}-FW`);
  const { id: deviceId } = await make(DEVICES, `MARKER-${L}-FD`);
  const plan = await seedAcceptedPlan(ctx.t.deps, ownerOf(world), [{ length: 1000, width: 800 }]);
  const slabId = await seedSlab(ctx.t.deps, ownerOf(world), warehouseId, {
    barcode: `MKFS${L}`,
  });
  const layoutId = plan.layoutIds[0] as string;
  world.markers.push(warehouseId, deviceId, plan.projectId, layoutId, slabId, `MKFS${L}`);
  return { warehouseId, deviceId, projectId: plan.projectId, layoutId, slabId };
});

/** A slab picked for a fresh plan of the caller's enterprise (pick, return and cut consume it). */
async function pickedSlab(c: Ctx, fx: Fixture) {
  const plan = await seedAcceptedPlan(c.t.deps, ownerOf(c.own), [{ length: 1000, width: 800 }]);
  const barcode = `FLOW${c.own.letter}${next()}`;
  const slabId = await seedSlab(c.t.deps, ownerOf(c.own), fx.warehouseId, { barcode });
  await asOwner(c, c.own, 'webPicking/pickSlab', { projectId: plan.projectId, barcode });
  return { slabId, barcode };
}
/** A picked slab on table A of a saw of its own. */
async function slabOnTable(c: Ctx, fx: Fixture) {
  const slab = await pickedSlab(c, fx);
  const device = DEVICES.example(`FD${c.own.letter}${next()}`);
  const { id: deviceId } = await asOwner<{ id: string }>(c, c.own, DEVICES.paths.create, device);
  await asOwner(c, c.own, 'webDevicePicking/takeSlab', {
    deviceId,
    table: 'A',
    barcode: slab.barcode,
  });
  return slab;
}

type FlowPath = Extract<
  EndpointPath,
  | `webPicking/${string}`
  | `webReturn/${string}`
  | `webTransfer/${string}`
  | `webDevicePicking/${string}`
  | `webMaterialDetails/${string}`
>;
const list = { body: () => ({ pageNum: 1, pageSize: 100 }) };

export const FLOW_ENTRIES: Record<FlowPath, Entry> = {
  'webPicking/getPickingList': {
    body: own((fx) => ({ projectId: fx.projectId })),
    cross: other((fx) => ({ projectId: fx.projectId })),
    crossCode: 3,
  },
  'webPicking/getCandidates': {
    body: own((fx) => ({ layoutId: fx.layoutId })),
    cross: other((fx) => ({ layoutId: fx.layoutId })),
    crossCode: 3,
  },
  'webPicking/pickSlab': {
    body: own(async (fx, c) => {
      const plan = await seedAcceptedPlan(c.t.deps, ownerOf(c.own), [{ length: 900, width: 600 }]);
      const barcode = `FP${c.own.letter}${next()}`;
      await seedSlab(c.t.deps, ownerOf(c.own), fx.warehouseId, { barcode });
      return { projectId: plan.projectId, barcode };
    }),
    cross: other((fx) => ({ projectId: fx.projectId, barcode: 'NOPE' })),
    crossCode: 3,
  },
  'webPicking/getPickProjects': { body: own(() => ({ pageNum: 1, pageSize: 100 })) },
  'webPicking/getPickHistory': list,
  'webReturn/returnSlabs': {
    body: own(async (fx, c) => ({
      slabIds: [(await pickedSlab(c, fx)).slabId],
      warehouseId: fx.warehouseId,
    })),
    cross: other((fx) => ({ slabIds: [fx.slabId], warehouseId: fx.warehouseId })),
    crossCode: 3,
  },
  'webReturn/getReturnChoices': { body: own(() => ({})) },
  'webReturn/getReturnHistory': list,
  'webReturn/getWarehouseMachines': { body: () => ({}) },
  'webReturn/setWarehouseMachine': {
    body: own((fx) => ({
      warehouseId: fx.warehouseId,
      machineType: 'Bridge saw',
      maxLengthMm: 3600,
      maxWidthMm: 2200,
    })),
    cross: other((fx) => ({
      warehouseId: fx.warehouseId,
      machineType: 'x',
      maxLengthMm: 1,
      maxWidthMm: 1,
    })),
    crossCode: 3,
  },
  'webTransfer/transferSlabs': {
    body: own((fx) => ({ slabIds: [fx.slabId], warehouseId: fx.warehouseId })),
    cross: other((fx) => ({ slabIds: [fx.slabId], warehouseId: fx.warehouseId })),
    crossCode: 3,
  },
  'webTransfer/getTransferChoices': { body: own(() => ({})) },
  'webTransfer/getTransferHistory': list,
  'webDevicePicking/getDevices': { body: own(() => ({})) },
  'webDevicePicking/getTables': {
    body: own((fx) => ({ deviceId: fx.deviceId })),
    cross: other((fx) => ({ deviceId: fx.deviceId })),
    crossCode: 3,
  },
  'webDevicePicking/getNext': {
    body: own((fx) => ({ deviceId: fx.deviceId, table: 'A' })),
    cross: other((fx) => ({ deviceId: fx.deviceId, table: 'A' })),
    crossCode: 3,
  },
  'webDevicePicking/takeSlab': {
    body: own(async (fx, c) => {
      const slab = await pickedSlab(c, fx);
      const device = DEVICES.example(`FT${c.own.letter}${next()}`);
      const { id: deviceId } = await asOwner<{ id: string }>(
        c,
        c.own,
        DEVICES.paths.create,
        device,
      );
      return { deviceId, table: 'B', barcode: slab.barcode };
    }),
    cross: other((fx) => ({ deviceId: fx.deviceId, table: 'B', barcode: 'NOPE' })),
    crossCode: 3,
  },
  'webDevicePicking/confirmCut': {
    body: own(async (fx, c) => ({ slabId: (await slabOnTable(c, fx)).slabId })),
    cross: other((fx) => ({ slabId: fx.slabId })),
    crossCode: 3,
  },
  'webDevicePicking/getCutHistory': list,
  'webMaterialDetails/getMaterialDetails': {
    body: own((fx) => ({ projectId: fx.projectId })),
    cross: other((fx) => ({ projectId: fx.projectId })),
    crossCode: 3,
  },
  'webMaterialDetails/getMovements': {
    body: own((fx) => ({ pageNum: 1, pageSize: 100, projectId: fx.projectId })),
  },
};
