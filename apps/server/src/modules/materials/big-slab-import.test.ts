import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  addRacks,
  addSlab,
  addWarehouse,
  createMaterialTestApp,
  makeSheet,
  stoneId,
  uploadSheet,
  type Api,
} from './material-test-kit.ts';
import { EN_SLAB_SHEET_HEADER as EN, ZH_SLAB_SHEET_HEADER as ZH } from './slab-sheet-headers.ts';
import { MESSAGES } from '@stone/shared';

const BARCODE_FORMAT = MESSAGES['bigSlab.barcodeFormat'].en;

type RowError = { row: number; field: string; column: string; message: string };

describeEachDialect('large-slab import and export', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createMaterialTestApp>>;
  let api: Api;
  beforeAll(async () => {
    ctx = await createMaterialTestApp(dialect, 'imp');
    api = ctx.api;
    // The sheet names its stone by the catalogue's names (issue 23).
    await stoneId(api, '中国黑 Absolute Black');
    await api('webWarehouse/createWarehouse', { name: 'Import hall', code: 'IMP' });
    const hall = (
      await api<{ list: { id: string; code: string }[] }>('webWarehouse/getWarehouseList', {})
    ).data.list.find((w) => w.code === 'IMP');
    await addRacks(api, hall?.id as string, 7, 2);
  });
  afterAll(() => ctx.t.close());

  const count = async (prefix: string) =>
    await ctx.t.deps.db
      .selectFrom('big_slabs')
      .select(['barcode', 'length_mm', 'version'])
      .where('org_id', '=', ctx.owner.orgId)
      .where('barcode', 'like', `${prefix}%`)
      .orderBy('barcode')
      .execute();
  const sheetFile = async (header: string[], rows: (string | number)[][]) => {
    const up = await uploadSheet(ctx.t, ctx.owner.token, await makeSheet(header, rows));
    expect(up.code, up.msg).toBe(0);
    return up.data?.fileId as string;
  };
  const row = (barcode: string, over: Partial<Record<number, string | number>> = {}) => {
    const r: (string | number)[] = [
      'HL2411-07',
      'Z03',
      12,
      barcode,
      '中国黑 Absolute Black',
      20,
      3000,
      1600,
      'IMP',
      7,
    ];
    for (const [i, v] of Object.entries(over)) r[Number(i)] = v as string | number;
    return r;
  };

  test('a sheet in either language imports every row, area computed, rack by number', async () => {
    const fileId = await sheetFile(ZH, [
      row('IMPA-1'),
      row('IMPA-2', { 9: '0008' }),
      row('IMPA-3', { 9: '' }),
    ]);
    const res = await api('webBigSlab/importBigSlabs', { fileId });
    expect(res).toMatchObject({ code: 0, data: { created: 3, updated: 0, skipped: 0 } });
    const list = await api<{
      list: { barcode: string; areaM2: string; rackNumber: string | null }[];
    }>('webBigSlab/getBigSlabList', { barcode: 'IMPA-2' });
    expect(list.data.list[0]).toMatchObject({ areaM2: '4.80', rackNumber: '0008' });
    expect((await count('IMPA-')).length).toBe(3);
  });

  test('bad rows are listed with row, column and message in the caller language; nothing is stored', async () => {
    const fileId = await sheetFile(EN, [
      row('IMPB-1'),
      row('IMPB-2', { 5: 'thick' }),
      row('IMPB-3', { 0: '', 8: 'NOPE' }),
      row('IMPB-1'),
      row('IMPB-5', { 9: 9 }),
      row('IMPB 6', { 6: 20000 }),
    ]);
    const en = await api<{ errors: RowError[]; total: number }>('webBigSlab/importBigSlabs', {
      fileId,
    });
    expect(en).toMatchObject({ code: 2, msg: '7 problems in the sheet; nothing was imported' });
    expect(en.data.errors).toEqual([
      { row: 3, field: 'thicknessMm', column: 'Thickness (mm)', message: 'Enter a whole number' },
      { row: 4, field: 'blockNo', column: 'Block no.', message: 'Required' },
      {
        row: 4,
        field: 'warehouse',
        column: 'Warehouse code',
        message: 'Choose an existing warehouse',
      },
      {
        row: 5,
        field: 'barcode',
        column: 'Barcode',
        message: 'The same barcode appears on an earlier row',
      },
      { row: 6, field: 'rack', column: 'Rack no.', message: 'Choose an existing rack' },
      { row: 7, field: 'barcode', column: 'Barcode', message: BARCODE_FORMAT },
      {
        row: 7,
        field: 'lengthMm',
        column: 'Length (mm)',
        message: 'Length and width are whole numbers of mm from 1 to 10000',
      },
    ]);
    const zh = await api<{ errors: RowError[] }>('webBigSlab/importBigSlabs', { fileId }, 'zh');
    expect(zh.msg).toBe('表格中有7处错误，未导入任何数据');
    expect(zh.data.errors[0]).toEqual({
      row: 3,
      field: 'thicknessMm',
      column: '厚度(mm)',
      message: '请输入整数',
    });
    expect(await count('IMPB')).toEqual([]);
  });

  test('existing barcodes: no mode asks (code 1 with the count); keep or overwrite then decide', async () => {
    const first = await sheetFile(EN, [row('IMPC-1'), row('IMPC-2')]);
    expect((await api('webBigSlab/importBigSlabs', { fileId: first })).code).toBe(0);
    const picked = (await count('IMPC-2'))[0];
    await ctx.t.deps.db
      .updateTable('big_slabs')
      .set({ status: 'picked' })
      .where('barcode', '=', 'IMPC-2')
      .execute();
    const second = await sheetFile(EN, [
      row('IMPC-1', { 6: 2500 }),
      row('IMPC-2', { 6: 2500 }),
      row('IMPC-3'),
    ]);
    const ask = await api('webBigSlab/importBigSlabs', { fileId: second });
    expect(ask).toMatchObject({
      code: 1,
      msg: '2 slabs with these barcodes already exist. Keep them or overwrite?',
      data: { existing: 2 },
    });
    expect((await count('IMPC-')).length).toBe(2);
    const keep = await api('webBigSlab/importBigSlabs', { fileId: second, mode: 'keep' });
    expect(keep.data).toEqual({ created: 1, updated: 0, skipped: 2 });
    expect((await count('IMPC-1'))[0]?.length_mm).toBe(3000);
    const third = await sheetFile(EN, [row('IMPC-1', { 6: 2500 }), row('IMPC-2', { 6: 2500 })]);
    const over = await api('webBigSlab/importBigSlabs', { fileId: third, mode: 'overwrite' });
    // A picked slab keeps what it was; an available one takes the sheet's values.
    expect(over.data).toEqual({ created: 0, updated: 1, skipped: 1 });
    expect(await count('IMPC-')).toEqual([
      { barcode: 'IMPC-1', length_mm: 2500, version: 2 },
      { barcode: 'IMPC-2', length_mm: picked?.length_mm, version: 1 },
      { barcode: 'IMPC-3', length_mm: 3000, version: 1 },
    ]);
  });

  test('a sheet without a needed column or without rows is refused', async () => {
    const noBarcode = await sheetFile(
      EN.filter((h) => h !== 'Barcode'),
      [['x']],
    );
    expect(await api('webBigSlab/importBigSlabs', { fileId: noBarcode })).toMatchObject({
      code: 2,
      msg: 'The sheet has no column "Barcode"; start from the template',
    });
    const empty = await sheetFile(EN, []);
    expect((await api('webBigSlab/importBigSlabs', { fileId: empty })).msg).toBe(
      'The sheet has no slab rows',
    );
    expect((await api('webBigSlab/importBigSlabs', { fileId: 'nope' })).code).toBe(3);
  });

  test('the upload takes only real .xlsx files within the size limit; refusals store nothing', async () => {
    const sheets = async () =>
      (await ctx.t.deps.db.selectFrom('files').select('id').where('purpose', '=', 'xlsx').execute())
        .length;
    const before = await sheets();
    const csv = await uploadSheet(ctx.t, ctx.owner.token, Buffer.from('a,b\n1,2\n'), 'stock.xlsx');
    expect(csv).toMatchObject({ code: 2, msg: 'Only .xlsx Excel files are accepted' });
    const named = await uploadSheet(ctx.t, ctx.owner.token, await makeSheet(EN, []), 'stock.xls');
    expect(named.msg).toBe('Only .xlsx Excel files are accepted');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    big.writeUInt32LE(0x04034b50, 0);
    expect((await uploadSheet(ctx.t, ctx.owner.token, big)).code).toBe(2);
    // A zip whose directory claims far more unpacked data than a stock sheet holds.
    const bomb = await makeSheet(EN, []);
    const end = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const first = bomb.readUInt32LE(end + 16);
    bomb.writeUInt32LE(0xfffffff0, first + 24);
    expect(await uploadSheet(ctx.t, ctx.owner.token, bomb)).toMatchObject({
      code: 2,
      msg: 'The Excel file unpacks to too much data',
    });
    expect(await sheets()).toBe(before);
  });

  test('the template and the export read back as an import', async () => {
    const template = await api<{ fileName: string; contentBase64: string }>(
      'webBigSlab/getImportTemplate',
      {},
      'zh',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      Buffer.from(template.data.contentBase64, 'base64') as unknown as ArrayBuffer,
    );
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, ...ZH]);
    const hall = await addWarehouse(api, 'Export hall');
    await addSlab(api, hall, { barcode: 'EXP-1', material: '卡拉拉白 Carrara White' });
    const exported = await api<{ contentBase64: string }>('webBigSlab/exportBigSlabs', {
      warehouseId: hall,
    });
    const bytes = Buffer.from(exported.data.contentBase64, 'base64');
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(bytes as unknown as ArrayBuffer);
    const values = read.worksheets[0]?.getRow(2).values as unknown[];
    expect(values.slice(1)).toEqual([
      'HL2411-07',
      'Z03',
      '12',
      'EXP-1',
      '卡拉拉白 Carrara White',
      18,
      3200,
      1800,
      expect.any(String),
      '',
      '5.76',
      'Available',
    ]);
    const up = await uploadSheet(ctx.t, ctx.owner.token, bytes);
    const again = await api('webBigSlab/importBigSlabs', { fileId: up.data?.fileId });
    expect(again).toMatchObject({ code: 1, data: { existing: 1 } });
    expect((await api('webBigSlab/exportBigSlabs', { barcode: 'none' })).msg).toBe(
      'No exportable data',
    );
  });
});
