import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BigSlabItem } from '@stone/shared/materials/slabs';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { makePng, upload } from '../files/upload-test-kit.ts';
import { createOwner } from '../members/admin-test-kit.ts';
import {
  addRacks,
  addSlab,
  addWarehouse,
  createMaterialTestApp,
  slabBody,
  stoneId,
  type Api,
} from './material-test-kit.ts';
import { MESSAGES } from '@stone/shared';

const BARCODE_FORMAT = MESSAGES['bigSlab.barcodeFormat'].en;

type List = { list: BigSlabItem[]; total: number };
type Detail = BigSlabItem & { photos: { fileId: string; url: string }[]; defects: unknown[] };

describeEachDialect('large slabs', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createMaterialTestApp>>;
  let api: Api;
  /** The catalogue's stone of the test slabs (issue 23: slabs name a material by id). */
  let stone: string;
  let hall: string;
  let yard: string;
  let rackA: string;
  let rackB: string;
  beforeAll(async () => {
    ctx = await createMaterialTestApp(dialect, 'slab');
    api = ctx.api;
    stone = await stoneId(api);
    hall = await addWarehouse(api, 'Hall');
    yard = await addWarehouse(api, 'Yard');
    rackA = (await addRacks(api, hall, 1)).ids[0] as string;
    rackB = (await addRacks(api, yard, 2)).ids[0] as string;
  });
  afterAll(() => ctx.t.close());

  const list = async (body: Record<string, unknown> = {}) =>
    (await api<List>('webBigSlab/getBigSlabList', { pageSize: 100, ...body })).data;
  const detail = async (id: string) =>
    (await api<Detail>('webBigSlab/getBigSlabDetail', { id })).data;
  const countSlabs = async () =>
    Number(
      (
        await ctx.t.deps.db
          .selectFrom('big_slabs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('org_id', '=', ctx.owner.orgId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const setStatus = (id: string, status: string) =>
    ctx.t.deps.db.updateTable('big_slabs').set({ status }).where('id', '=', id).execute();

  test('a slab is stored with its area computed on the server, two decimals', async () => {
    const id = await addSlab(api, hall, {
      barcode: 'AREA-1',
      lengthMm: 3205,
      widthMm: 1805,
      rackId: rackA,
    });
    expect(await detail(id)).toMatchObject({
      barcode: 'AREA-1',
      areaM2: '5.79',
      warehouseName: 'Hall',
      rackNumber: '0001',
      status: 'available',
      isRemnant: false,
      photos: [],
      defects: [],
      version: 1,
    });
    // 3205 × 1805 mm = 5.785025 m²: rounded, not truncated or summed in floats.
    const again = await api(
      'webBigSlab/createBigSlab',
      slabBody(hall, { materialId: stone, areaM2: '9.99' }),
    );
    expect(again).toMatchObject({ code: 2, data: { areaM2: 'Unknown field' } });
  });

  test('a barcode is unique in the enterprise; a twin answers code 4 and stores nothing', async () => {
    await addSlab(api, hall, { barcode: 'TWIN-1' });
    const before = await countSlabs();
    expect(
      await api(
        'webBigSlab/createBigSlab',
        slabBody(yard, { materialId: stone, barcode: 'TWIN-1' }),
      ),
    ).toMatchObject({
      code: 4,
      msg: 'A slab with this barcode already exists',
    });
    expect(
      (
        await api(
          'webBigSlab/createBigSlab',
          slabBody(yard, { materialId: stone, barcode: 'TWIN-1' }),
          'zh',
        )
      ).msg,
    ).toBe('该条码的大板已存在');
    expect(await countSlabs()).toBe(before);
  });

  test('each bad field is refused with its own message and nothing is stored', async () => {
    const before = await countSlabs();
    const cases: [Record<string, unknown>, string][] = [
      [{ thicknessMm: 0 }, 'Thickness is a whole number of mm from 1 to 300'],
      [{ thicknessMm: 18.5 }, 'Thickness is a whole number of mm from 1 to 300'],
      [{ lengthMm: 10001 }, 'Length and width are whole numbers of mm from 1 to 10000'],
      [{ blockNo: '' }, 'Required'],
      [{ barcode: 'A B' }, BARCODE_FORMAT],
      // Issue 23: what Code128 cannot print is refused, not silently dropped from the label.
      [{ barcode: 'HL-01😀' }, BARCODE_FORMAT],
      [{ barcode: '大板01' }, BARCODE_FORMAT],
      [{ materialId: 'no-such-stone' }, 'Choose a material from the catalogue'],
      [{ rackId: rackB }, 'The rack is not in the chosen warehouse'],
      [
        { defects: [{ kind: 'rect', x: 3000, y: 10, width: 300, height: 20 }] },
        'A defect must lie inside the slab',
      ],
      [
        {
          defects: [
            {
              kind: 'polygon',
              points: [
                [0, 0],
                [10, 10],
              ],
            },
          ],
        },
        'A defect outline has 3 to 100 points',
      ],
      [{ photoFileIds: ['no-such-file'] }, 'A photo was not found, upload it again'],
    ];
    for (const [over, msg] of cases) {
      const res = await api(
        'webBigSlab/createBigSlab',
        slabBody(hall, { materialId: stone, ...over }),
      );
      expect({ code: res.code, msg: res.msg }, JSON.stringify(over)).toEqual({ code: 2, msg });
    }
    expect(await countSlabs()).toBe(before);
  });

  test('photos are slab photos of this enterprise; defects travel in slab mm', async () => {
    const png = await makePng();
    const photo = await upload(
      ctx.t.app,
      ctx.owner.token,
      { purpose: 'slabPhoto' },
      {
        name: 'slab.png',
        bytes: png,
      },
    );
    expect(photo.code).toBe(0);
    const logo = await upload(
      ctx.t.app,
      ctx.owner.token,
      { purpose: 'logo' },
      {
        name: 'logo.png',
        bytes: png,
      },
    );
    const fileId = photo.data?.fileId as string;
    const defects = [
      { kind: 'rect', x: 100, y: 200, width: 50, height: 40, note: 'crack' },
      {
        kind: 'polygon',
        points: [
          [0, 0],
          [3200, 0],
          [3200, 1800],
        ],
      },
    ];
    const bad = await api(
      'webBigSlab/createBigSlab',
      slabBody(hall, { materialId: stone, photoFileIds: [logo.data?.fileId] }),
    );
    expect(bad.msg).toBe('A photo was not found, upload it again');
    const id = await addSlab(api, hall, { photoFileIds: [fileId], defects });
    const got = await detail(id);
    expect(got.photos.map((p) => p.fileId)).toEqual([fileId]);
    expect(got.photos[0]?.url).toContain(fileId);
    expect(got.defects).toEqual(defects);
    expect((await list({ barcode: got.barcode })).list[0]).toMatchObject({
      photoCount: 1,
      defectCount: 2,
    });
  });

  test('every field filters the list; paging and sorting hold', async () => {
    const ws = await addWarehouse(api, 'Filter hall');
    const { ids } = await addRacks(api, ws, 50, 2);
    const mk = (over: Record<string, unknown>) =>
      addSlab(api, ws, { material: 'Filter stone', ...over });
    const a = await mk({
      blockNo: 'FB2411-01',
      bundleNo: 'Z01',
      slabNo: '1',
      thicknessMm: 18,
      lengthMm: 3000,
      widthMm: 1600,
      rackId: ids[0],
    });
    const b = await mk({
      blockNo: 'FB2411-02',
      bundleNo: 'Z02',
      slabNo: '2',
      thicknessMm: 20,
      lengthMm: 3200,
      widthMm: 1800,
      rackId: ids[1],
    });
    const c = await mk({
      blockNo: 'FC2412-01',
      bundleNo: 'Z02',
      slabNo: '3',
      thicknessMm: 30,
      lengthMm: 2400,
      widthMm: 1200,
      material: 'Other stone',
    });
    await setStatus(c, 'picked');
    const ids_ = async (body: Record<string, unknown>) =>
      (await list({ warehouseId: ws, ...body })).list.map((s) => s.id).sort();
    const sorted = (...xs: string[]) => [...xs].sort();
    expect(await ids_({})).toEqual(sorted(a, b, c));
    expect(await ids_({ blockNo: 'FB2411' })).toEqual(sorted(a, b));
    expect(await ids_({ blockNo: 'fb2411' })).toEqual([]);
    expect(await ids_({ blockNo: 'FB%' })).toEqual([]);
    expect(await ids_({ bundleNo: 'Z02' })).toEqual(sorted(b, c));
    expect(await ids_({ slabNo: '3' })).toEqual([c]);
    const barcode = (await detail(b)).barcode;
    expect(await ids_({ barcode })).toEqual([b]);
    expect(await ids_({ materialId: await stoneId(api, 'Other stone') })).toEqual([c]);
    expect(await ids_({ thicknessMin: 19, thicknessMax: 30 })).toEqual(sorted(b, c));
    expect(await ids_({ lengthMin: 2500, lengthMax: 3100 })).toEqual([a]);
    expect(await ids_({ widthMin: 1700 })).toEqual([b]);
    expect(await ids_({ widthMax: 1200 })).toEqual([c]);
    expect(await ids_({ rackId: ids[1] })).toEqual([b]);
    expect(await ids_({ statuses: ['picked'] })).toEqual([c]);
    expect(await ids_({ statuses: ['available', 'picked'] })).toEqual(sorted(a, b, c));
    expect(await ids_({ isRemnant: true })).toEqual([]);
    const page = await api<List>('webBigSlab/getBigSlabList', {
      warehouseId: ws,
      sortField: 'thicknessMm',
      sortOrder: 'descend',
      pageNum: 2,
      pageSize: 2,
    });
    expect(page.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(page.data.list.map((s) => s.id)).toEqual([a]);
    const byArea = await list({ warehouseId: ws, sortField: 'areaM2', sortOrder: 'ascend' });
    expect(byArea.list.map((s) => s.areaM2)).toEqual(['2.88', '4.80', '5.76']);
    expect((await api('webBigSlab/getBigSlabList', { sortField: 'id; drop' })).code).toBe(2);
  });

  test('an update needs the current version and recomputes the area', async () => {
    const id = await addSlab(api, hall);
    const body = {
      ...slabBody(hall, { materialId: stone, barcode: 'UPD-1', lengthMm: 1000, widthMm: 1000 }),
      id,
    };
    expect((await api('webBigSlab/updateBigSlab', { ...body, version: 1 })).code).toBe(0);
    expect(await detail(id)).toMatchObject({ barcode: 'UPD-1', areaM2: '1.00', version: 2 });
    expect(
      (await api('webBigSlab/updateBigSlab', { ...body, lengthMm: 2000, version: 1 })).code,
    ).toBe(4);
    expect((await detail(id)).lengthMm).toBe(1000);
    await addSlab(api, hall, { barcode: 'UPD-TAKEN' });
    expect(
      (await api('webBigSlab/updateBigSlab', { ...body, barcode: 'UPD-TAKEN', version: 2 })).code,
    ).toBe(4);
    await setStatus(id, 'cut');
    expect(await api('webBigSlab/updateBigSlab', { ...body, version: 2 })).toMatchObject({
      code: 4,
      msg: 'A slab being cut or already cut cannot be edited',
    });
  });

  test('only available slabs are deleted, and not while remnants point at them', async () => {
    const parent = await addSlab(api, hall);
    const remnant = await addSlab(api, hall, { parentId: parent, lengthMm: 800, widthMm: 600 });
    expect(await detail(remnant)).toMatchObject({ isRemnant: true, parentId: parent });
    expect((await list({ isRemnant: true })).list.map((s) => s.id)).toContain(remnant);
    expect(await api('webBigSlab/deleteBigSlab', { id: parent, version: 1 })).toMatchObject({
      code: 4,
      msg: 'Remnants were cut from this slab; delete them first',
    });
    await setStatus(remnant, 'reserved');
    expect(await api('webBigSlab/deleteBigSlab', { id: remnant, version: 1 })).toMatchObject({
      code: 4,
      msg: 'Only available slabs can be deleted',
    });
    await setStatus(remnant, 'available');
    expect((await api('webBigSlab/deleteBigSlab', { id: remnant, version: 2 })).code).toBe(4);
    expect((await api('webBigSlab/deleteBigSlab', { id: remnant, version: 1 })).code).toBe(0);
    expect((await api('webBigSlab/deleteBigSlab', { id: parent, version: 1 })).code).toBe(0);
    expect((await api('webBigSlab/getBigSlabDetail', { id: parent })).code).toBe(3);
  });

  test('options list the warehouses, racks and materials in stock', async () => {
    const data = (
      await api<{
        warehouses: { name: string }[];
        racks: { number: string }[];
        materials: { nameZh: string; nameEn: string; code: string }[];
      }>('webBigSlab/getBigSlabOptions', {})
    ).data;
    expect(data.warehouses.map((w) => w.name)).toEqual(expect.arrayContaining(['Hall', 'Yard']));
    expect(data.racks.map((r) => r.number)).toEqual(expect.arrayContaining(['0001', '0002']));
    // The catalogue, not the texts in stock (issue 23).
    expect(data.materials).toContainEqual(
      expect.objectContaining({ nameZh: '雅士白', nameEn: 'Ariston White' }),
    );
  });

  test("another enterprise's slabs, warehouses and racks answer code 3 and change nothing", async () => {
    const other = await createOwner(ctx.t, 'slabother', 'Slab Other Co');
    const as = (path: string, body: unknown) => call(ctx.t.app, path, body, { token: other.token });
    const mine = await addSlab(api, hall, { barcode: 'MINE-1' });
    const before = await countSlabs();
    expect((await as('webBigSlab/getBigSlabDetail', { id: mine })).code).toBe(3);
    expect((await as('webBigSlab/deleteBigSlab', { id: mine, version: 1 })).code).toBe(3);
    expect(
      (
        await as('webBigSlab/updateBigSlab', {
          ...slabBody(hall, { materialId: stone }),
          id: mine,
          version: 1,
        })
      ).code,
    ).toBe(3);
    expect((await as('webBigSlab/createBigSlab', slabBody(hall, { materialId: stone }))).code).toBe(
      3,
    );
    const otherApi = ((path: string, body: unknown) =>
      call(ctx.t.app, path, body, { token: other.token })) as Api;
    const otherHall = await addWarehouse(otherApi);
    const theirStone = await stoneId(otherApi);
    // My stone is no material of theirs.
    expect(
      (await as('webBigSlab/createBigSlab', slabBody(otherHall, { materialId: stone }))).data,
    ).toEqual({ materialId: 'Choose a material from the catalogue' });
    expect(
      (
        await as(
          'webBigSlab/createBigSlab',
          slabBody(otherHall, { materialId: theirStone, rackId: rackA }),
        )
      ).code,
    ).toBe(3);
    expect(
      (
        await as(
          'webBigSlab/createBigSlab',
          slabBody(otherHall, { materialId: theirStone, parentId: mine }),
        )
      ).code,
    ).toBe(3);
    // Barcodes are unique per enterprise: the other one may use the same text.
    expect(
      (
        await as(
          'webBigSlab/createBigSlab',
          slabBody(otherHall, { materialId: theirStone, barcode: 'MINE-1' }),
        )
      ).code,
    ).toBe(0);
    const theirs = await as('webBigSlab/getBigSlabList', {});
    expect(JSON.stringify(theirs)).not.toContain(mine);
    expect(await countSlabs()).toBe(before);
    expect((await detail(mine)).barcode).toBe('MINE-1');
  });
});
