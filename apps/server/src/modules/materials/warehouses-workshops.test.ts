import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import { createOwner } from '../members/admin-test-kit.ts';
import { call } from '../../test/api-client.ts';
import { addRacks, addWarehouse, createMaterialTestApp, type Api } from './material-test-kit.ts';

type List<T> = { list: T[]; total: number };
type Warehouse = {
  id: string;
  name: string;
  code: string;
  sort: number;
  rackCount: number;
  version: number;
};
type Workshop = { id: string; name: string; code: string; isDefault: boolean; version: number };

describeEachDialect('warehouses, workshops and process categories', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createMaterialTestApp>>;
  let api: Api;
  beforeAll(async () => {
    ctx = await createMaterialTestApp(dialect, 'whouse');
    api = ctx.api;
  });
  afterAll(() => ctx.t.close());

  const warehouses = async (body = {}) =>
    (await api<List<Warehouse>>('webWarehouse/getWarehouseList', body)).data;
  const rowsNamed = (table: 'warehouses' | 'workshops' | 'process_categories', name: string) =>
    ctx.t.deps.db
      .selectFrom(table)
      .select('id')
      .where('org_id', '=', ctx.owner.orgId)
      .where('name', '=', name)
      .execute();

  test('a warehouse is created, listed in sort order, renamed and deleted at its version', async () => {
    const a = await api<{ id: string }>('webWarehouse/createWarehouse', {
      name: 'North yard',
      code: 'N1',
      sort: 2,
    });
    expect(a).toMatchObject({ code: 0, msg: 'Created successfully' });
    await api('webWarehouse/createWarehouse', { name: 'Hall B', code: 'B1', sort: 1 });
    const list = await warehouses({ name: 'yard' });
    expect(list.list.map((w) => w.name)).toEqual(['North yard']);
    expect((await warehouses()).list.map((w) => w.code).slice(0, 2)).toEqual(['B1', 'N1']);
    const saved = await api('webWarehouse/updateWarehouse', {
      id: a.data.id,
      name: 'North yard 2',
      code: 'N1',
      sort: 2,
      version: 1,
    });
    expect(saved.code).toBe(0);
    // The form as it was before the rename changes nothing.
    const stale = await api('webWarehouse/updateWarehouse', {
      id: a.data.id,
      name: 'Old',
      code: 'N1',
      sort: 2,
      version: 1,
    });
    expect(stale.code).toBe(4);
    expect(await rowsNamed('warehouses', 'Old')).toHaveLength(0);
    expect((await api('webWarehouse/deleteWarehouse', { id: a.data.id, version: 2 })).code).toBe(0);
    expect(await rowsNamed('warehouses', 'North yard 2')).toHaveLength(0);
  });

  test('names and codes are unique, codes are printable, bad input stores nothing', async () => {
    await api('webWarehouse/createWarehouse', { name: 'Twin', code: 'TW' });
    expect(await api('webWarehouse/createWarehouse', { name: 'Twin', code: 'TW2' })).toMatchObject({
      code: 4,
      msg: 'A warehouse with this name exists',
    });
    expect(await api('webWarehouse/createWarehouse', { name: 'Other', code: 'TW' })).toMatchObject({
      code: 4,
      msg: 'A warehouse with this code exists',
    });
    const zh = await api('webWarehouse/createWarehouse', { name: 'Spaced', code: 'A B' }, 'zh');
    expect(zh).toMatchObject({ code: 2, msg: '编码只能包含字母、数字、“-”和“_”' });
    expect(await api('webWarehouse/createWarehouse', { name: ' ', code: 'X' })).toMatchObject({
      code: 2,
      msg: 'Required',
    });
    expect(
      (await api('webWarehouse/createWarehouse', { name: 'Sorted', code: 'S', sort: 10000 })).msg,
    ).toBe('Sort is a whole number from 0 to 9999');
    for (const name of ['Other', 'Spaced', 'Sorted'])
      expect(await rowsNamed('warehouses', name)).toHaveLength(0);
  });

  test('a warehouse with racks cannot be deleted', async () => {
    const id = await addWarehouse(api);
    await addRacks(api, id, 7001);
    const row = (await warehouses()).list.find((w) => w.id === id);
    expect(row?.rackCount).toBe(1);
    expect(await api('webWarehouse/deleteWarehouse', { id, version: 1 })).toMatchObject({
      code: 4,
      msg: 'The warehouse still has racks or slabs',
    });
  });

  test('every enterprise has one default workshop, named in the reader language and locked', async () => {
    const en = await api<List<Workshop>>('webWorkshop/getWorkshopList', {});
    const zh = await api<List<Workshop>>('webWorkshop/getWorkshopList', {}, 'zh');
    const defaults = en.data.list.filter((w) => w.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]?.name).toBe('Default workshop');
    expect(zh.data.list[0]).toMatchObject({ isDefault: true, name: '默认车间' });
    const id = defaults[0]?.id as string;
    const edit = await api('webWorkshop/updateWorkshop', {
      id,
      name: 'Mine',
      code: 'M',
      category: 'cutting',
      sort: 0,
      version: 1,
    });
    expect(edit).toMatchObject({
      code: 4,
      msg: 'The default workshop cannot be edited or deleted',
    });
    expect((await api('webWorkshop/deleteWorkshop', { id, version: 1 })).code).toBe(4);
    const again = await api<List<Workshop>>('webWorkshop/getWorkshopList', {});
    expect(again.data.list.filter((w) => w.isDefault)).toHaveLength(1);
  });

  test('workshops: create, unique code, category from the list, edit and delete', async () => {
    const made = await api<{ id: string }>('webWorkshop/createWorkshop', {
      name: 'Cutting hall A',
      code: 'CUT-A',
      category: 'cutting',
      sort: 1,
    });
    expect(made.code).toBe(0);
    expect(
      await api('webWorkshop/createWorkshop', { name: 'Twin', code: 'CUT-A', category: 'cutting' }),
    ).toMatchObject({ code: 4, msg: 'A workshop with this code exists' });
    expect(
      (await api('webWorkshop/createWorkshop', { name: 'Odd', code: 'ODD', category: 'kitchen' }))
        .code,
    ).toBe(2);
    expect(await rowsNamed('workshops', 'Odd')).toHaveLength(0);
    const body = {
      id: made.data.id,
      name: 'Cutting hall 1',
      code: 'CUT-A',
      category: 'cutting',
      sort: 1,
    };
    expect((await api('webWorkshop/updateWorkshop', { ...body, version: 1 })).code).toBe(0);
    expect((await api('webWorkshop/deleteWorkshop', { id: made.data.id, version: 1 })).code).toBe(
      4,
    );
    expect((await api('webWorkshop/deleteWorkshop', { id: made.data.id, version: 2 })).code).toBe(
      0,
    );
  });

  test('process categories: unique names, edit at version, delete', async () => {
    const made = await api<{ id: string }>('webProcessCategory/createProcessCategory', {
      name: 'Edge work',
      sort: 1,
    });
    expect(made.code).toBe(0);
    expect(
      await api('webProcessCategory/createProcessCategory', { name: 'Edge work' }),
    ).toMatchObject({ code: 4, msg: 'A process category with this name exists' });
    const list = await api<List<{ name: string }>>('webProcessCategory/getProcessCategoryList', {});
    expect(list.data.list.map((c) => c.name)).toContain('Edge work');
    const id = made.data.id;
    expect(
      (
        await api('webProcessCategory/updateProcessCategory', {
          id,
          name: 'Edges',
          sort: 2,
          version: 1,
        })
      ).code,
    ).toBe(0);
    expect((await api('webProcessCategory/deleteProcessCategory', { id, version: 2 })).code).toBe(
      0,
    );
    expect(await rowsNamed('process_categories', 'Edges')).toHaveLength(0);
  });

  test("another enterprise's records answer code 3 and change nothing", async () => {
    const other = await createOwner(ctx.t, 'whouseother', 'Whouse Other Co');
    const as = (path: string, body: unknown) =>
      call(ctx.t.app, path, body, { token: other.token, lang: 'en' });
    const id = await addWarehouse(api, 'Mine only');
    const cat = await api<{ id: string }>('webProcessCategory/createProcessCategory', {
      name: 'Mine',
    });
    expect(
      (await as('webWarehouse/updateWarehouse', { id, name: 'Theirs', code: 'T', version: 1 }))
        .code,
    ).toBe(3);
    expect((await as('webWarehouse/deleteWarehouse', { id, version: 1 })).code).toBe(3);
    expect(
      (await as('webProcessCategory/deleteProcessCategory', { id: cat.data.id, version: 1 })).code,
    ).toBe(3);
    const theirs = await as('webWarehouse/getWarehouseList', {});
    expect(JSON.stringify(theirs)).not.toContain(id);
    expect(await rowsNamed('warehouses', 'Mine only')).toHaveLength(1);
  });
});
