import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createOwner } from '../members/admin-test-kit.ts';
import { createMaterialTestApp, type Api } from './material-test-kit.ts';

type Device = {
  id: string;
  code: string;
  model: string;
  linkedAt: string | null;
  pickupStatus: string;
  currentTable: string;
  version: number;
};

describeEachDialect('devices', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createMaterialTestApp>>;
  let api: Api;
  beforeAll(async () => {
    ctx = await createMaterialTestApp(dialect, 'device');
    api = ctx.api;
  });
  afterAll(() => ctx.t.close());

  const devices = async (body: Record<string, unknown> = {}) =>
    (await api<{ list: Device[]; total: number }>('webDevice/getDeviceList', body)).data;
  const stored = async () =>
    (
      await ctx.t.deps.db
        .selectFrom('devices')
        .select('code')
        .where('org_id', '=', ctx.owner.orgId)
        .execute()
    ).map((d) => d.code);

  test('a bridge saw is added, listed with its table and pickup status, edited and deleted', async () => {
    const made = await api<{ id: string }>('webDevice/createDevice', {
      code: 'SAW-01',
      model: 'Bridge saw QSQ-600',
      linkedAt: '2026-11-20T08:30:00+08:00',
    });
    expect(made).toMatchObject({ code: 0, msg: 'Created successfully' });
    expect((await devices()).list[0]).toMatchObject({
      code: 'SAW-01',
      linkedAt: '2026-11-20T00:30:00.000Z',
      pickupStatus: 'idle',
      currentTable: 'A',
      version: 1,
    });
    const id = made.data.id;
    const body = {
      id,
      code: 'SAW-01',
      model: 'QSQ-600',
      pickupStatus: 'picking',
      currentTable: 'B',
    };
    expect((await api('webDevice/updateDevice', { ...body, version: 1 })).code).toBe(0);
    expect((await devices({ pickupStatus: 'picking' })).list.map((d) => d.currentTable)).toEqual([
      'B',
    ]);
    expect((await api('webDevice/updateDevice', { ...body, model: 'X', version: 1 })).code).toBe(4);
    expect((await api('webDevice/deleteDevice', { id, version: 1 })).code).toBe(4);
    expect((await api('webDevice/deleteDevice', { id, version: 2 })).code).toBe(0);
    expect(await stored()).toEqual([]);
  });

  test('codes are unique, the table is A or B; refused input stores nothing', async () => {
    await api('webDevice/createDevice', { code: 'SAW-02', model: 'M' });
    expect(await api('webDevice/createDevice', { code: 'SAW-02', model: 'N' })).toMatchObject({
      code: 4,
      msg: 'A device with this code exists',
    });
    expect(
      await api('webDevice/createDevice', { code: 'SAW-03', model: 'M', currentTable: 'C' }, 'zh'),
    ).toMatchObject({ code: 2, msg: '机台为A或B' });
    expect((await api('webDevice/createDevice', { code: 'SAW 4', model: 'M' })).code).toBe(2);
    expect((await api('webDevice/createDevice', { code: 'SAW-5', model: '' })).msg).toBe(
      'Required',
    );
    expect(await stored()).toEqual(['SAW-02']);
  });

  test("another enterprise's device answers code 3", async () => {
    const other = await createOwner(ctx.t, 'deviceother', 'Device Other Co');
    const id = (await devices()).list[0]?.id as string;
    const res = await call(
      ctx.t.app,
      'webDevice/deleteDevice',
      { id, version: 1 },
      { token: other.token },
    );
    expect(res.code).toBe(3);
    expect(await stored()).toEqual(['SAW-02']);
  });
});
