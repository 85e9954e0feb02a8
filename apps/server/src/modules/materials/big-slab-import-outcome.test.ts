import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  createMaterialTestApp,
  makeSheet,
  stoneId,
  uploadSheet,
  type Api,
} from './material-test-kit.ts';
import { EN_SLAB_SHEET_HEADER as EN } from './slab-sheet-headers.ts';

type RowError = { row: number; field: string; column: string; message: string };

/**
 * Issue 23: a negative size is out of range (not "not a whole number"), a row lists every
 * problem it has, and the template carries a sample row that an import skips.
 */
describeEachDialect('large-slab import: messages and template', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createMaterialTestApp>>;
  let api: Api;
  beforeAll(async () => {
    ctx = await createMaterialTestApp(dialect, 'impo');
    api = ctx.api;
    await api('webWarehouse/createWarehouse', { name: 'Outcome hall', code: 'OUT' });
    await stoneId(api, '中国黑 Absolute Black');
  });
  afterAll(() => ctx.t.close());

  const sheetFile = async (header: string[], rows: (string | number)[][]) => {
    const up = await uploadSheet(ctx.t, ctx.owner.token, await makeSheet(header, rows));
    expect(up.code, up.msg).toBe(0);
    return up.data?.fileId as string;
  };
  const row = (barcode: string, over: Partial<Record<number, string | number>> = {}) => {
    const r: (string | number)[] = [
      'B1',
      'Z1',
      1,
      barcode,
      'Absolute Black',
      20,
      3000,
      1600,
      'OUT',
      '',
    ];
    for (const [i, v] of Object.entries(over)) r[Number(i)] = v as string | number;
    return r;
  };
  const stored = async (prefix: string) =>
    (
      await ctx.t.deps.db
        .selectFrom('big_slabs')
        .select('barcode')
        .where('org_id', '=', ctx.owner.orgId)
        .where('barcode', 'like', `${prefix}%`)
        .execute()
    ).map((r) => r.barcode);

  test('−20 and -20 are out of range, named with the range, in en and zh', async () => {
    const fileId = await sheetFile(EN, [row('NEG-1', { 6: -20 }), row('NEG-2', { 5: '−20' })]);
    const en = await api<{ errors: RowError[] }>('webBigSlab/importBigSlabs', { fileId });
    expect(en.data.errors).toEqual([
      {
        row: 2,
        field: 'lengthMm',
        column: 'Length (mm)',
        message: 'Length and width are whole numbers of mm from 1 to 10000',
      },
      {
        row: 3,
        field: 'thicknessMm',
        column: 'Thickness (mm)',
        message: 'Thickness is a whole number of mm from 1 to 300',
      },
    ]);
    const zh = await api<{ errors: RowError[] }>('webBigSlab/importBigSlabs', { fileId }, 'zh');
    for (const e of zh.data.errors) expect(e.message).not.toBe('请输入整数');
    expect(zh.data.errors[0]?.message).toMatch(/1.*10000/);
    expect(await stored('NEG-')).toEqual([]);
  });

  test('a row with several problems lists every one of them', async () => {
    const fileId = await sheetFile(EN, [row('MANY 1', { 0: '', 5: 'thick', 6: -5, 8: 'NOPE' })]);
    const res = await api<{ errors: RowError[]; total: number }>('webBigSlab/importBigSlabs', {
      fileId,
    });
    expect(res.code).toBe(2);
    expect(res.data.errors.map((e) => [e.row, e.field]).sort()).toEqual(
      [
        [2, 'barcode'],
        [2, 'blockNo'],
        [2, 'lengthMm'],
        [2, 'thicknessMm'],
        [2, 'warehouse'],
      ].sort(),
    );
    expect(res.data.total).toBe(5);
  });

  test('the template has a sample row, marked so; it is skipped on import, in zh and en', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const template = await api<{ contentBase64: string }>(
        'webBigSlab/getImportTemplate',
        {},
        lang,
      );
      const book = new ExcelJS.Workbook();
      const bytes = Buffer.from(template.data.contentBase64, 'base64');
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      const sample = (book.worksheets[0]?.getRow(2).values as unknown[]).slice(1);
      expect(sample[0]).toBe(lang === 'zh' ? '示例（导入时跳过）' : 'Sample (skipped on import)');
      expect(sample.slice(5, 8)).toEqual([20, 3200, 1800]);
      // The template as it comes: only the sample, so there is nothing to import.
      const up = await uploadSheet(ctx.t, ctx.owner.token, bytes);
      const alone = await api('webBigSlab/importBigSlabs', { fileId: up.data?.fileId }, lang);
      expect(alone.msg).toBe(lang === 'zh' ? '表格中没有大板数据' : 'The sheet has no slab rows');
      // With a real row under it: the real row is imported, the sample is not.
      book.worksheets[0]?.addRow(row(`TPL-${lang}`));
      const filled = Buffer.from(await book.xlsx.writeBuffer());
      const up2 = await uploadSheet(ctx.t, ctx.owner.token, filled);
      const res = await api('webBigSlab/importBigSlabs', { fileId: up2.data?.fileId }, lang);
      expect(res).toMatchObject({ code: 0, data: { created: 1 } });
      expect(await stored('HL2411-07-12')).toEqual([]);
      expect(await stored(`TPL-${lang}`)).toEqual([`TPL-${lang}`]);
    }
  }, 60_000);
});
