import type { CrudPath, EndpointPath } from '@stone/shared';
import { WAREHOUSES } from '@stone/shared/materials/basics';
import { STONE_MATERIALS } from '@stone/shared/materials/stones';
import { orgScope } from '../db/org-scope.ts';
import { makeSheet, uploadSheet } from '../modules/materials/material-test-kit.ts';
import type { Ctx, Entry } from './authorization-matrix.types.ts';
import { asOwner, next, worldFixtures } from './authorization-matrix.fixtures.ts';
import type { OrgWorld } from './authorization-matrix.world.ts';

type Fixture = {
  warehouseId: string;
  warehouseCode: string;
  /** The enterprise's catalogue stone its slabs name (issue 23). */
  stoneId: string;
  stoneCode: string;
  rackId: string;
  slabId: string;
  fileId: string;
};
const created = (ctx: Ctx, world: OrgWorld, path: string, body: unknown) =>
  asOwner<{ id: string }>(ctx, world, path, body).then((d) => d.id);

const slab = (world: OrgWorld, fx: { warehouseId: string; stoneId: string }) => ({
  blockNo: `MARKER-${world.letter}-BLOCK`,
  bundleNo: 'Z01',
  slabNo: '1',
  barcode: `MK${world.letter}${next()}`,
  materialId: fx.stoneId,
  thicknessMm: 20,
  lengthMm: 3000,
  widthMm: 1600,
  warehouseId: fx.warehouseId,
});

const sheet = async (
  ctx: Ctx,
  world: OrgWorld,
  fx: { warehouseCode: string; stoneCode: string },
) => {
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
    fx.stoneCode,
    20,
    3000,
    1600,
    fx.warehouseCode,
  ];
  const up = await uploadSheet(ctx.t, world.superAdmin.token, await makeSheet(header, [row]));
  if (!up.result) throw new Error(`sheet upload failed: ${up.msg}`);
  return up.data?.fileId as string;
};

/** Per enterprise, once: one record of each kind, named with the enterprise's marker. */
const { fixture, own, other } = worldFixtures<Fixture>(async (ctx, world) => {
  // The warehouse is made as the simple-entity entries make theirs (its declaration's example).
  const warehouse = WAREHOUSES.example(`MARKER-${world.letter}-W`);
  const warehouseId = await created(ctx, world, WAREHOUSES.paths.create, warehouse);
  const racks = await asOwner<{ ids: string[] }>(ctx, world, 'webRack/createRacks', {
    warehouseId,
    startNumber: 1,
    count: 1,
    safetyValue: '1',
    maxValue: '2',
  });
  const rackId = racks.ids[0] as string;
  const stone = STONE_MATERIALS.example(`MARKER-${world.letter}-S`);
  const stoneId = await created(ctx, world, STONE_MATERIALS.paths.create, stone);
  const place = { warehouseId, warehouseCode: warehouse.code, stoneId, stoneCode: stone.code };
  const slabId = await created(ctx, world, 'webBigSlab/createBigSlab', {
    ...slab(world, place),
    rackId,
  });
  const fileId = await sheet(ctx, world, place);
  world.markers.push(warehouseId, rackId, slabId, fileId, stoneId);
  return { ...place, rackId, slabId, fileId };
});

const versionOf = async (c: Ctx, table: 'racks' | 'big_slabs', id: string) =>
  (
    await orgScope(c.t.deps.db, c.own.orgId)
      .selectFrom(table)
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).version;

/** Create-then-delete records, so every allowed delete has something of its own to remove. */
const disposable = (make: (c: Ctx, fx: Fixture) => Promise<string>) =>
  own(async (fx, c) => ({ id: await make(c, fx), version: 1 }));

/** The simple entities' calls (warehouses, workshops, devices…) come from the crud entries. */
type MaterialPath = Exclude<
  Extract<
    EndpointPath,
    `webRack/${string}` | `webBigSlab/${string}` | `webStoneMaterial/${string}`
  >,
  CrudPath
>;
const list = { body: () => ({ pageNum: 1, pageSize: 100 }) };
const cross = (pick: (fx: Fixture) => string) => ({
  cross: other((fx) => ({ id: pick(fx), version: 1 })),
  crossCode: 3,
});

/** Inventory (issue 13). */
export const MATERIAL_ENTRIES: Record<MaterialPath, Entry> = {
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
  'webBigSlab/getBigSlabList': list,
  'webBigSlab/getBigSlabDetail': {
    body: own((fx) => ({ id: fx.slabId })),
    cross: other((fx) => ({ id: fx.slabId })),
    crossCode: 3,
  },
  'webBigSlab/getBigSlabOptions': { body: own(() => ({})) },
  'webStoneMaterial/getStoneMaterialChoices': { body: own(() => ({})) },
  'webBigSlab/createBigSlab': {
    body: own((fx, c) => slab(c.own, fx)),
    cross: async (c) => slab(c.own, await fixture(c, c.other)),
    crossCode: 3,
  },
  'webBigSlab/updateBigSlab': {
    body: own(async (fx, c) => {
      const row = await orgScope(c.t.deps.db, c.own.orgId)
        .selectFrom('big_slabs')
        .select(['barcode', 'version'])
        .where('id', '=', fx.slabId)
        .executeTakeFirstOrThrow();
      return {
        ...slab(c.own, fx),
        barcode: row.barcode,
        id: fx.slabId,
        rackId: fx.rackId,
        version: row.version,
      };
    }),
    cross: other((fx) => ({
      ...slab({ letter: 'A' } as OrgWorld, fx),
      id: fx.slabId,
      version: 1,
    })),
    crossCode: 3,
  },
  'webBigSlab/deleteBigSlab': {
    body: disposable((c, fx) => created(c, c.own, 'webBigSlab/createBigSlab', slab(c.own, fx))),
    ...cross((fx) => fx.slabId),
  },
  'webBigSlab/importBigSlabs': {
    body: own(async (fx, c) => ({ fileId: await sheet(c, c.own, fx) })),
    cross: other((fx) => ({ fileId: fx.fileId })),
    crossCode: 3,
  },
  'webBigSlab/getImportTemplate': { body: () => ({}) },
  'webBigSlab/exportBigSlabs': { body: own(() => ({})) },
};
