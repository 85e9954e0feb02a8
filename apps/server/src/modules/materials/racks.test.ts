import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createOwner } from '../members/admin-test-kit.ts';
import {
  addRacks,
  addSlab,
  addWarehouse,
  createMaterialTestApp,
  type Api,
} from './material-test-kit.ts';

type Rack = {
  id: string;
  number: string;
  code: string;
  safetyValue: string;
  maxValue: string;
  status: string;
  warehouseName: string;
  slabCount: number;
  version: number;
};
type List<T> = { list: T[]; total: number };

describeEachDialect('racks', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createMaterialTestApp>>;
  let api: Api;
  let warehouseId: string;
  beforeAll(async () => {
    ctx = await createMaterialTestApp(dialect, 'rack');
    api = ctx.api;
    warehouseId = await addWarehouse(api, 'Rack hall');
  });
  afterAll(() => ctx.t.close());

  const batch = (over: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    api<{ ids: string[]; numbers: string[] }>(
      'webRack/createRacks',
      { warehouseId, startNumber: 1, count: 1, safetyValue: '10', maxValue: '20', ...over },
      lang,
    );
  const racks = async (body: Record<string, unknown> = {}) =>
    (await api<List<Rack>>('webRack/getRackList', { pageSize: 100, ...body })).data;
  const stored = async () =>
    Number(
      (
        await ctx.t.deps.db
          .selectFrom('racks')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('org_id', '=', ctx.owner.orgId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('a batch makes count racks from the start number, four digits, with their codes', async () => {
    const made = await batch({ startNumber: 8, count: 5, safetyValue: '12.5', maxValue: '99.99' });
    expect(made.data.numbers).toEqual(['0008', '0009', '0010', '0011', '0012']);
    const list = await racks({ number: '001' });
    expect(list.list.map((r) => r.number)).toEqual(['0010', '0011', '0012']);
    expect(list.list[0]).toMatchObject({
      code: 'RK0010',
      safetyValue: '12.50',
      maxValue: '99.99',
      status: 'idle',
      warehouseName: 'Rack hall',
    });
  });

  test('count is 1 to 500 and the batch may not pass 9999; refused batches store nothing', async () => {
    const before = await stored();
    expect(await batch({ startNumber: 100, count: 0 })).toMatchObject({
      code: 2,
      msg: 'Count is from 1 to 500',
    });
    expect((await batch({ startNumber: 100, count: 501 })).msg).toBe('Count is from 1 to 500');
    expect(await batch({ startNumber: 9990, count: 11 })).toMatchObject({
      code: 2,
      msg: 'The batch would pass rack number 9999',
    });
    expect((await batch({ startNumber: 0 })).msg).toBe('The start number is from 0001 to 9999');
    expect((await batch({ startNumber: 1.5 }, 'zh')).msg).toBe('起始编号为0001至9999');
    expect(await stored()).toBe(before);
    // Exactly up to 9999 is fine, and 500 at once is too.
    expect((await batch({ startNumber: 9990, count: 10 })).data.numbers.at(-1)).toBe('9999');
    expect((await batch({ startNumber: 2000, count: 500 })).data.numbers).toHaveLength(500);
  });

  test('a batch that hits existing numbers is refused, naming the first clash', async () => {
    await batch({ startNumber: 300, count: 2 });
    const before = await stored();
    const clash = await batch({ startNumber: 295, count: 10 });
    expect(clash).toMatchObject({ code: 4, msg: 'Rack number 0300 already exists' });
    expect((await batch({ startNumber: 301, count: 3 }, 'zh')).msg).toBe('料架编号0301已存在');
    expect(await stored()).toBe(before);
  });

  test('safety value at most the maximum, both with at most two decimals, kept exactly', async () => {
    expect(await batch({ startNumber: 400, safetyValue: '20.01', maxValue: '20' })).toMatchObject({
      code: 2,
      msg: 'The safety value cannot exceed the maximum value',
    });
    expect((await batch({ startNumber: 400, safetyValue: '1.234' })).msg).toBe(
      'Enter a number with at most two decimals',
    );
    expect((await batch({ startNumber: 400, maxValue: '-1' })).code).toBe(2);
    expect((await batch({ startNumber: 400, maxValue: '1e3' })).code).toBe(2);
    const made = await batch({ startNumber: 400, safetyValue: '0.10', maxValue: '9999999.99' });
    const rack = (await racks({ number: '0400' })).list[0];
    expect(rack).toMatchObject({ safetyValue: '0.10', maxValue: '9999999.99' });
    const id = made.data.ids[0] as string;
    const body = { id, warehouseId, safetyValue: '5', maxValue: '4', status: 'inUse', version: 1 };
    expect((await api('webRack/updateRack', body)).msg).toBe(
      'The safety value cannot exceed the maximum value',
    );
    expect((await api('webRack/updateRack', { ...body, maxValue: '5.5' })).code).toBe(0);
    expect((await racks({ number: '0400' })).list[0]).toMatchObject({
      safetyValue: '5.00',
      maxValue: '5.50',
      status: 'inUse',
      version: 2,
    });
    expect((await api('webRack/updateRack', { ...body, maxValue: '6' })).code).toBe(4);
    expect((await racks({ status: 'inUse' })).list.map((r) => r.number)).toEqual(['0400']);
  });

  test('a rack holding slabs cannot be deleted or moved to another warehouse', async () => {
    const { ids } = await addRacks(api, warehouseId, 500);
    const rackId = ids[0] as string;
    await addSlab(api, warehouseId, { rackId });
    expect((await racks({ number: '0500' })).list[0]?.slabCount).toBe(1);
    expect(await api('webRack/deleteRack', { id: rackId, version: 1 })).toMatchObject({
      code: 4,
      msg: 'The rack still holds slabs',
    });
    const elsewhere = await addWarehouse(api);
    const move = await api('webRack/updateRack', {
      id: rackId,
      warehouseId: elsewhere,
      safetyValue: '1',
      maxValue: '2',
      status: 'idle',
      version: 1,
    });
    expect(move.code).toBe(4);
    const empty = (await addRacks(api, warehouseId, 501)).ids[0] as string;
    expect((await api('webRack/deleteRack', { id: empty, version: 1 })).code).toBe(0);
  });

  test("another enterprise's warehouse or rack answers code 3", async () => {
    const other = await createOwner(ctx.t, 'rackother', 'Rack Other Co');
    const before = await stored();
    const theirs = await call(
      ctx.t.app,
      'webRack/createRacks',
      {
        warehouseId,
        startNumber: 600,
        count: 1,
        safetyValue: '1',
        maxValue: '2',
      },
      { token: other.token },
    );
    expect(theirs.code).toBe(3);
    expect(await stored()).toBe(before);
    const rack = (await racks({ number: '0008' })).list[0] as Rack;
    const del = await call(
      ctx.t.app,
      'webRack/deleteRack',
      { id: rack.id, version: 1 },
      {
        token: other.token,
      },
    );
    expect(del.code).toBe(3);
    expect(await stored()).toBe(before);
  });
});
