import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createOwner } from '../members/admin-test-kit.ts';
import {
  addWarehouse,
  createMaterialTestApp,
  slabBody,
  stoneId,
  type Api,
} from './material-test-kit.ts';

/** Issue 13: unique keys hold under parallel writes, and a retried create creates once. */
describeEachDialect('inventory under concurrency', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createMaterialTestApp>>;
  let api: Api;
  let stone: string;
  let warehouseId: string;
  const burst = <T>(n: number, run: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => run(i)));
  const count = async (table: 'big_slabs' | 'racks' | 'devices' | 'warehouses') =>
    Number(
      (
        await ctx.t.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('org_id', '=', ctx.owner.orgId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ctx = await createMaterialTestApp(dialect, 'race');
    api = ctx.api;
    warehouseId = await addWarehouse(api);
    stone = await stoneId(api);
  });
  afterAll(() => ctx.t.close());

  const expectOneWinner = (
    answers: { result: boolean; code: number; status: number; msg: string }[],
    msg: RegExp,
  ) => {
    expect(answers.filter((a) => a.result)).toHaveLength(1);
    for (const lost of answers.filter((a) => !a.result)) {
      expect(lost.status).toBeLessThan(500);
      expect(lost.code).toBe(4);
      expect(lost.msg).toMatch(msg);
    }
  };

  test('ten parallel creates of one barcode store one slab', async () => {
    const before = await count('big_slabs');
    const answers = await burst(10, () =>
      api(
        'webBigSlab/createBigSlab',
        slabBody(warehouseId, { materialId: stone, barcode: 'RACE-1' }),
      ),
    );
    expectOneWinner(answers, /^A slab with this barcode already exists$/);
    expect(await count('big_slabs')).toBe(before + 1);
  });

  test('ten parallel overlapping rack batches: one batch wins, the rest name a clash', async () => {
    const answers = await burst(10, (i) =>
      api('webRack/createRacks', {
        warehouseId,
        startNumber: 100 + i,
        count: 20,
        safetyValue: '1',
        maxValue: '2',
      }),
    );
    expectOneWinner(
      answers,
      /^(Rack number \d{4} already exists|Some of these rack numbers were just taken, reload and try again)$/,
    );
    expect(await count('racks')).toBe(20);
  });

  test('ten parallel creates of one device code store one device', async () => {
    const answers = await burst(10, () =>
      api('webDevice/createDevice', { code: 'SAW-R', model: 'M' }),
    );
    expectOneWinner(answers, /^A device with this code exists$/);
    expect(await count('devices')).toBe(1);
  });

  test('parallel first visits of a new enterprise make one default workshop', async () => {
    const fresh = await createOwner(ctx.t, 'racefresh', 'Race Fresh Co');
    const answers = await burst(8, () =>
      call<{ list: { isDefault: boolean }[] }>(
        ctx.t.app,
        'webWorkshop/getWorkshopList',
        {},
        {
          token: fresh.token,
        },
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(0));
    const rows = await ctx.t.deps.db
      .selectFrom('workshops')
      .select('id')
      .where('org_id', '=', fresh.orgId)
      .where('is_default', '=', 1)
      .execute();
    expect(rows).toHaveLength(1);
  });

  test('a retried create with one requestId creates once and every answer has its id', async () => {
    const before = await count('big_slabs');
    const answers = await burst(8, (i) =>
      api<{ id: string }>('webBigSlab/createBigSlab', {
        ...slabBody(warehouseId, { materialId: stone, barcode: `RETRY-${i}` }),
        requestId: 'req-slab-1',
      }),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await count('big_slabs')).toBe(before + 1);
    const racks = await burst(4, () =>
      api<{ numbers: string[] }>('webRack/createRacks', {
        warehouseId,
        startNumber: 900,
        count: 3,
        safetyValue: '1',
        maxValue: '2',
        requestId: 'req-rack-1',
      }),
    );
    expect(racks.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    expect(racks.map((r) => r.data.numbers.join())).toEqual(Array(4).fill('0900,0901,0902'));
    expect(await count('racks')).toBe(23);
  });
});
