import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sheetTextFromCell } from '../../lib/sheet-text.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { addSlab, addWarehouse, createMaterialTestApp, type Api } from './material-test-kit.ts';

/** Text typed into a slab that a spreadsheet would run as a formula once saved as CSV. */
const FORMULAS = {
  blockNo: '=HYPERLINK("http://e.vil","x")',
  bundleNo: '+Z03',
  slabNo: '-12',
  material: '@SUM(1+1)',
};

describeEachDialect('large-slab export of formula-like text', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createMaterialTestApp>>;
  let api: Api;
  beforeAll(async () => {
    ctx = await createMaterialTestApp(dialect, 'csvinj');
    api = ctx.api;
  });
  afterAll(() => ctx.t.close());

  test('is written as text with a leading quote; numbers stay numbers; the quote reads back off', async () => {
    const hall = await addWarehouse(api, 'Formula hall');
    await addSlab(api, hall, { ...FORMULAS, barcode: 'CSV-1', thicknessMm: 20 });
    const exported = await api<{ contentBase64: string }>('webBigSlab/exportBigSlabs', {
      warehouseId: hall,
    });
    expect(exported.code).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      Buffer.from(exported.data.contentBase64, 'base64') as unknown as ArrayBuffer,
    );
    const cells = (book.worksheets[0]?.getRow(2).values as unknown[]).slice(1);
    expect(cells.slice(0, 8)).toEqual([
      `'${FORMULAS.blockNo}`,
      `'${FORMULAS.bundleNo}`,
      `'${FORMULAS.slabNo}`,
      'CSV-1',
      `'${FORMULAS.material}`,
      20,
      3200,
      1800,
    ]);
    // No cell is a formula object (ExcelJS reads a formula cell as { formula }).
    expect(cells.every((c) => typeof c !== 'object' || c === null)).toBe(true);
    // The import's reading (sheetTextFromCell) gives the typed text back.
    expect(cells.slice(0, 3).map((c) => sheetTextFromCell(String(c)))).toEqual([
      FORMULAS.blockNo,
      FORMULAS.bundleNo,
      FORMULAS.slabNo,
    ]);
  });
});
