import type { EndpointPath } from '@stone/shared';
import { makeSheet, uploadSheet } from '../modules/materials/material-test-kit.ts';
import type { Ctx, Entry } from './authorization-matrix.types.ts';
import { asOwner, next, worldFixtures } from './authorization-matrix.fixtures.ts';
import type { OrgWorld } from './authorization-matrix.world.ts';

type Fixture = {
  warehouseId: string;
  rackId: string;
  workshopId: string;
  slabId: string;
  deviceId: string;
  fileId: string;
};
const created = (ctx: Ctx, world: OrgWorld, path: string, body: unknown) =>
  asOwner<{ id: string }>(ctx, world, path, body).then((d) => d.id);

const slab = (world: OrgWorld, warehouseId: string) => ({
  blockNo: `MARKER-${world.letter}-BLOCK`,
  bundleNo: 'Z01',
  slabNo: '1',
  barcode: `MK${world.letter}${next()}`,
  material: `MARKER-${world.letter}-STONE`,
  thicknessMm: 20,
  lengthMm: 3000,
  widthMm: 1600,
  warehouseId,
});

const sheet = async (ctx: Ctx, world: OrgWorld) => {
  const header = [
    'blockNo',
    'bundleNo',
    'slabNo',
    'barcode',
    'material',
    'thicknessMm',
    'lengthMm',
    'widthMm',
    'warehouse',
  ];
  const row = [
    'B',
    'Z',
    '1',
    `MKS${world.letter}${next()}`,
    `MARKER-${world.letter}-STONE`,
    20,
    3000,
    1600,
    `MKW${world.letter}`,
  ];
  const up = await uploadSheet(ctx.t, world.superAdmin.token, await makeSheet(header, [row]));
  if (!up.result) throw new Error(`sheet upload failed: ${up.msg}`);
  return up.data?.fileId as string;
};

/** Per enterprise, once: one record of each kind, named with the enterprise's marker. */
const { fixture, own, other } = worldFixtures<Fixture>(async (ctx, world) => {
  const L = world.letter;
  const warehouseId = await created(ctx, world, 'webWarehouse/createWarehouse', {
    name: `MARKER-${L}-WAREHOUSE`,
    code: `MKW${L}`,
  });
  const racks = await asOwner<{ ids: string[] }>(ctx, world, 'webRack/createRacks', {
    warehouseId,
    startNumber: 1,
    count: 1,
    safetyValue: '1',
    maxValue: '2',
  });
  const rackId = racks.ids[0] as string;
  const workshopId = await created(ctx, world, 'webWorkshop/createWorkshop', {
    name: `MARKER-${L}-WORKSHOP`,
    code: `MKWS${L}`,
    category: 'cutting',
  });
  const slabId = await created(ctx, world, 'webBigSlab/createBigSlab', {
    ...slab(world, warehouseId),
    rackId,
  });
  const deviceId = await created(ctx, world, 'webDevice/createDevice', {
    code: `MKD${L}`,
    model: `MARKER-${L}-SAW`,
  });
  const fileId = await sheet(ctx, world);
  const ids = [warehouseId, rackId, workshopId, slabId, deviceId, fileId];
  world.markers.push(...ids, `MKW${L}`, `MKD${L}`);
  return { warehouseId, rackId, workshopId, slabId, deviceId, fileId };
});

type VersionedTable = 'warehouses' | 'racks' | 'workshops' | 'big_slabs' | 'devices';
const versionOf = async (c: Ctx, table: VersionedTable, id: string) =>
  (
    await c.t.deps.db
      .selectFrom(table)
      .select('version')
      .where('org_id', '=', c.own.orgId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).version;

/** Create-then-delete records, so every allowed delete has something of its own to remove. */
const disposable = (make: (c: Ctx, fx: Fixture) => Promise<string>) =>
  own(async (fx, c) => ({ id: await make(c, fx), version: 1 }));

type MaterialPath = Extract<
  EndpointPath,
  | `webWarehouse/${string}`
  | `webRack/${string}`
  | `webWorkshop/${string}`
  | `webBigSlab/${string}`
  | `webDevice/${string}`
>;
const list = { body: () => ({ pageNum: 1, pageSize: 100 }) };
const cross = (pick: (fx: Fixture) => string) => ({
  cross: other((fx) => ({ id: pick(fx), version: 1 })),
  crossCode: 3,
});

/** Inventory (issue 13). */
export const MATERIAL_ENTRIES: Record<MaterialPath, Entry> = {
  'webWarehouse/getWarehouseList': list,
  'webWarehouse/createWarehouse': {
    body: (c) => ({ name: `MARKER-${c.own.letter}-W${next()}`, code: `W${next()}` }),
  },
  'webWarehouse/updateWarehouse': {
    body: own(async (fx, c) => ({
      id: fx.warehouseId,
      name: `MARKER-${c.own.letter}-WAREHOUSE`,
      code: `MKW${c.own.letter}`,
      version: await versionOf(c, 'warehouses', fx.warehouseId),
    })),
    cross: other((fx) => ({ id: fx.warehouseId, name: 'x', code: 'x', version: 1 })),
    crossCode: 3,
  },
  'webWarehouse/deleteWarehouse': {
    body: disposable((c) =>
      created(c, c.own, 'webWarehouse/createWarehouse', {
        name: `MARKER-${c.own.letter}-DW${next()}`,
        code: `DW${next()}`,
      }),
    ),
    ...cross((fx) => fx.warehouseId),
  },
  'webRack/getRackList': list,
  'webRack/createRacks': {
    body: own((fx) => ({
      warehouseId: fx.warehouseId,
      startNumber: 1000 + next(),
      count: 1,
      safetyValue: '1',
      maxValue: '2',
    })),
    cross: other((fx) => ({
      warehouseId: fx.warehouseId,
      startNumber: 5000 + next(),
      count: 1,
      safetyValue: '1',
      maxValue: '2',
    })),
    crossCode: 3,
  },
  'webRack/updateRack': {
    body: own(async (fx, c) => ({
      id: fx.rackId,
      warehouseId: fx.warehouseId,
      safetyValue: '1',
      maxValue: '2',
      status: 'idle',
      version: await versionOf(c, 'racks', fx.rackId),
    })),
    cross: other((fx) => ({
      id: fx.rackId,
      warehouseId: fx.warehouseId,
      safetyValue: '1',
      maxValue: '2',
      status: 'idle',
      version: 1,
    })),
    crossCode: 3,
  },
  'webRack/deleteRack': {
    body: disposable(
      async (c, fx) =>
        (
          await asOwner<{ ids: string[] }>(c, c.own, 'webRack/createRacks', {
            warehouseId: fx.warehouseId,
            startNumber: 3000 + next(),
            count: 1,
            safetyValue: '1',
            maxValue: '2',
          })
        ).ids[0] as string,
    ),
    ...cross((fx) => fx.rackId),
  },
  'webWorkshop/getWorkshopList': list,
  'webWorkshop/createWorkshop': {
    body: (c) => ({
      name: `MARKER-${c.own.letter}-WS${next()}`,
      code: `WS${next()}`,
      category: 'packing',
    }),
  },
  'webWorkshop/updateWorkshop': {
    body: own(async (fx, c) => ({
      id: fx.workshopId,
      name: `MARKER-${c.own.letter}-WORKSHOP`,
      code: `MKWS${c.own.letter}`,
      category: 'cutting',
      version: await versionOf(c, 'workshops', fx.workshopId),
    })),
    cross: other((fx) => ({
      id: fx.workshopId,
      name: 'x',
      code: 'x',
      category: 'cutting',
      version: 1,
    })),
    crossCode: 3,
  },
  'webWorkshop/deleteWorkshop': {
    body: disposable((c) =>
      created(c, c.own, 'webWorkshop/createWorkshop', {
        name: `MARKER-${c.own.letter}-DWS`,
        code: `DWS${next()}`,
        category: 'general',
      }),
    ),
    ...cross((fx) => fx.workshopId),
  },
  'webBigSlab/getBigSlabList': list,
  'webBigSlab/getBigSlabDetail': {
    body: own((fx) => ({ id: fx.slabId })),
    cross: other((fx) => ({ id: fx.slabId })),
    crossCode: 3,
  },
  'webBigSlab/getBigSlabOptions': { body: own(() => ({})) },
  'webBigSlab/createBigSlab': {
    body: own((fx, c) => slab(c.own, fx.warehouseId)),
    cross: async (c) => slab(c.own, (await fixture(c, c.other)).warehouseId),
    crossCode: 3,
  },
  'webBigSlab/updateBigSlab': {
    body: own(async (fx, c) => {
      const row = await c.t.deps.db
        .selectFrom('big_slabs')
        .select(['barcode', 'version'])
        .where('org_id', '=', c.own.orgId)
        .where('id', '=', fx.slabId)
        .executeTakeFirstOrThrow();
      return {
        ...slab(c.own, fx.warehouseId),
        barcode: row.barcode,
        id: fx.slabId,
        rackId: fx.rackId,
        version: row.version,
      };
    }),
    cross: other((fx) => ({
      ...slab({ letter: 'A' } as OrgWorld, fx.warehouseId),
      id: fx.slabId,
      version: 1,
    })),
    crossCode: 3,
  },
  'webBigSlab/deleteBigSlab': {
    body: disposable((c, fx) =>
      created(c, c.own, 'webBigSlab/createBigSlab', slab(c.own, fx.warehouseId)),
    ),
    ...cross((fx) => fx.slabId),
  },
  'webBigSlab/importBigSlabs': {
    body: own(async (_fx, c) => ({ fileId: await sheet(c, c.own) })),
    cross: other((fx) => ({ fileId: fx.fileId })),
    crossCode: 3,
  },
  'webBigSlab/getImportTemplate': { body: () => ({}) },
  'webBigSlab/exportBigSlabs': { body: own(() => ({})) },
  'webDevice/getDeviceList': list,
  'webDevice/createDevice': {
    body: (c) => ({ code: `D${c.own.letter}${next()}`, model: `MARKER-${c.own.letter}-SAW` }),
  },
  'webDevice/updateDevice': {
    body: own(async (fx, c) => ({
      id: fx.deviceId,
      code: `MKD${c.own.letter}`,
      model: `MARKER-${c.own.letter}-SAW`,
      version: await versionOf(c, 'devices', fx.deviceId),
    })),
    cross: other((fx) => ({ id: fx.deviceId, code: 'x', model: 'x', version: 1 })),
    crossCode: 3,
  },
  'webDevice/deleteDevice': {
    body: disposable((c) =>
      created(c, c.own, 'webDevice/createDevice', {
        code: `DD${next()}`,
        model: `MARKER-${c.own.letter}-DSAW`,
      }),
    ),
    ...cross((fx) => fx.deviceId),
  },
};
