import ExcelJS from 'exceljs';
import type { Dialect } from '../../db/database.ts';
import { call } from '../../test/api-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { upload } from '../files/upload-test-kit.ts';
import { orgScope } from '../../db/org-scope.ts';
import { createAdminTestApp, createOwner } from '../members/admin-test-kit.ts';
import { WAREHOUSE_ENTITY } from './simple-entities.ts';
import { STONE_MATERIAL_ENTITY } from './stone-materials.ts';

/** Test helpers for the inventory suites (not a test file itself). */
export type MaterialTestApp = Awaited<ReturnType<typeof createAdminTestApp>>;

export async function createMaterialTestApp(dialect: Dialect, name: string) {
  const t = await createAdminTestApp(dialect);
  const owner = await createOwner(t, `${name}owner`, `${name} Stone Co`);
  const api = <T = unknown>(
    path: string,
    body: unknown,
    lang: 'en' | 'zh' = 'en',
    token = owner.token,
  ) => call<T>(t.app, path, body, { token, lang });
  return { t, owner, api };
}

export type Api = Awaited<ReturnType<typeof createMaterialTestApp>>['api'];

let serial = 0;
/** A fresh code per call within a run. */
export const nextCode = (prefix: string) => `${prefix}${++serial}`;

export async function addWarehouse(api: Api, name = nextCode('Warehouse ')) {
  const code = nextCode('WH');
  const res = await api<{ id: string }>('webWarehouse/createWarehouse', { name, code });
  if (!res.result) throw new Error(`createWarehouse failed: ${res.msg}`);
  return res.data.id;
}

export async function addRacks(api: Api, warehouseId: string, startNumber: number, count = 1) {
  const res = await api<{ ids: string[]; numbers: string[] }>('webRack/createRacks', {
    warehouseId,
    startNumber,
    count,
    safetyValue: '10',
    maxValue: '20',
  });
  if (!res.result) throw new Error(`createRacks failed: ${res.msg}`);
  return res.data;
}

/** The stone test slabs are of unless they say otherwise. */
export const TEST_STONE = '雅士白 Ariston White';

/** A catalogue code for a name: its letters and digits, or a number from its characters. */
const codeFor = (name: string) =>
  name.replace(/[^A-Za-z0-9]/g, '').slice(0, 16) ||
  `S${[...name].reduce((n, c) => (n * 31 + c.codePointAt(0)!) % 1_000_000, 7)}`;

/**
 * The enterprise's catalogue row for `name` ("雅士白 Ariston White": zh and en), made through
 * the catalogue's own calls on first use. Slabs name their material by this id (issue 23).
 */
export async function stoneId(api: Api, name: string = TEST_STONE): Promise<string> {
  const code = codeFor(name);
  type List = { list: { id: string; code: string }[] };
  const found = await api<List>('webStoneMaterial/getStoneMaterialList', { keyword: code });
  const hit = found.data?.list.find((s) => s.code === code);
  if (hit) return hit.id;
  const [zh, ...en] = name.split(' ');
  const res = await api<{ id: string }>('webStoneMaterial/createStoneMaterial', {
    nameZh: zh,
    nameEn: en.join(' ') || zh,
    code,
    densityKgM3: 2700,
  });
  if (!res.result) throw new Error(`createStoneMaterial failed: ${res.msg}`);
  return res.data.id;
}

/** A slab body; `materialId` comes from `stoneId` (addSlab fills it in from `material`). */
export const slabBody = (warehouseId: string, over: Record<string, unknown> = {}) => ({
  blockNo: 'HL2411-07',
  bundleNo: 'Z03',
  slabNo: '12',
  barcode: nextCode('BC'),
  thicknessMm: 18,
  lengthMm: 3200,
  widthMm: 1800,
  warehouseId,
  ...over,
});

/** A slab through the slab form's call; `material` names its stone (made if new). */
export async function addSlab(api: Api, warehouseId: string, over: Record<string, unknown> = {}) {
  const { material, ...rest } = over;
  const materialId = await stoneId(api, typeof material === 'string' ? material : TEST_STONE);
  const res = await api<{ id: string }>(
    'webBigSlab/createBigSlab',
    slabBody(warehouseId, { materialId, ...rest }),
  );
  if (!res.result) throw new Error(`createBigSlab failed: ${res.msg}`);
  return res.data.id;
}

/** An .xlsx with `rows` under `header`, as a spreadsheet program would save it. */
export async function makeSheet(header: string[], rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function uploadSheet(
  t: TestApp,
  token: string | undefined,
  bytes: Buffer,
  name = 'stock.xlsx',
) {
  return upload(
    t.app,
    token,
    { purpose: 'xlsx' },
    {
      name,
      bytes,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  );
}

/**
 * An enterprise with one warehouse and one stone, for suites that write slabs straight to the
 * database (the list-plan suites): its scope, its owner's user id and the two ids.
 */
export async function createStockOwner(t: TestApp, username: string, orgName: string) {
  const owner = await createOwner(t, username, orgName);
  const org = orgScope(t.deps.db, owner.orgId);
  const { id: userId } = await t.deps.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const caller = { orgId: owner.orgId };
  const warehouse = { name: 'W1', code: 'W1', sort: 0 };
  const warehouseId = (await WAREHOUSE_ENTITY.create(caller, t.deps.db, warehouse)).id;
  const stone = { nameZh: '雅士白', nameEn: 'Ariston', code: 'S1', densityKgM3: 2700 };
  const materialId = (await STONE_MATERIAL_ENTITY.create(caller, t.deps.db, stone)).id;
  return { org, userId, warehouseId, materialId };
}
