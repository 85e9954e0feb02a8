import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { readSheetInWorker } from './sheet-reader.ts';
import {
  blankFillerXlsx,
  declareSize,
  lastRowXlsx,
  manyRowsXlsx,
  rowXml,
  xlsxWithSheetData,
} from './sheet-reader-test-kit.ts';

const LIMITS = { maxRows: 11, maxRowNumber: 11 };
const SHEET = 'xl/worksheets/sheet1.xml';

describe('readSheetInWorker', () => {
  test('reads the first sheet as a spreadsheet program saves it: strings, numbers, booleans, formulas', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Stock');
    book.addWorksheet('Other').addRow(['not this sheet']);
    sheet.addRow(['条码', 'Length', 'Ok', 'Sum', 'Note']);
    sheet.addRow(['BC-1', 3000, true, { formula: '1+1', result: 2 }, 'a & <b>']);
    sheet.addRow([]);
    sheet.addRow([
      { richText: [{ text: '中国' }, { text: '黑' }] },
      0.1,
      false,
      undefined,
      '  spaced  ',
    ]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect(await readSheetInWorker(bytes, LIMITS)).toEqual({
      ok: true,
      rows: [
        { row: 1, cells: ['条码', 'Length', 'Ok', 'Sum', 'Note'] },
        { row: 2, cells: ['BC-1', '3000', 'true', '2', 'a & <b>'] },
        { row: 4, cells: ['中国黑', '0.1', 'false', '', '  spaced  '] },
      ],
    });
  });

  test('inline strings leave out phonetic guides; cells past the column cap are ignored', async () => {
    const phonetic =
      '<row r="1"><c r="A1" t="inlineStr"><is><r><t>東</t></r><r><t>京</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></is></c><c r="ZZ1"><v>9</v></c></row>';
    const read = await readSheetInWorker(xlsxWithSheetData(phonetic), {
      ...LIMITS,
      maxColumns: 3,
    });
    expect(read).toEqual({ ok: true, rows: [{ row: 1, cells: ['東京'] }] });
  });

  test('a lone value on row 1,048,576 of a 1.7 KB file is refused at that row', async () => {
    const bytes = lastRowXlsx(['Barcode', 'Length']);
    expect(bytes.length).toBeLessThan(2048);
    expect(await readSheetInWorker(bytes, LIMITS)).toEqual({
      ok: false,
      code: 'SHEET_TOO_MANY_ROWS',
      params: { limit: 11, row: 1_048_576 },
    });
  });

  test('one row more than the limit is refused; the limit itself is read', async () => {
    const rows = (n: number) => manyRowsXlsx(['Barcode'], n, (i) => [`BC-${i}`]);
    const at = await readSheetInWorker(rows(10), LIMITS);
    expect(at.ok && at.rows.length).toBe(11);
    expect(await readSheetInWorker(rows(11), LIMITS)).toMatchObject({
      ok: false,
      code: 'SHEET_TOO_MANY_ROWS',
    });
    // Empty rows (styled, no values) are no rows: counted neither by number nor by count.
    const styled = xlsxWithSheetData(rowXml(1, ['Barcode']) + '<row r="900000" s="1"/>');
    expect(await readSheetInWorker(styled, LIMITS)).toEqual({
      ok: true,
      rows: [{ row: 1, cells: ['Barcode'] }],
    });
  });

  test('zip bombs are refused: over the unpacked cap, or an entry unpacking past its declared size', async () => {
    const cap = { ...LIMITS, maxUnpackedBytes: 1024 * 1024 };
    expect(await readSheetInWorker(blankFillerXlsx(2), cap)).toEqual({
      ok: false,
      code: 'SHEET_TOO_LARGE',
      params: { limit: 1024 * 1024 },
    });
    // Declares 1000 bytes, holds 2 MB: stopped at the first KB, whatever the cap.
    const lying = declareSize(blankFillerXlsx(2), SHEET, 1000);
    expect(await readSheetInWorker(lying, LIMITS)).toMatchObject({
      ok: false,
      code: 'SHEET_UNREADABLE',
    });
    // Declares 4 GB - 1: refused before a byte is unpacked.
    const huge = declareSize(lastRowXlsx(['a']), SHEET, 0xfffffffe);
    expect(await readSheetInWorker(huge, LIMITS)).toMatchObject({ code: 'SHEET_TOO_LARGE' });
  });

  test('files that are no workbook come back as unreadable, never as a crash', async () => {
    const notXml = Buffer.from(
      zipSync({ 'xl/workbook.xml': strToU8('<workbook><sheets><sheet r:id="rId1"') }),
    );
    const noWorkbook = Buffer.from(zipSync({ 'hello.txt': strToU8('hello') }));
    const brokenSheet = xlsxWithSheetData('<row r="1"><c><v>1</v></row>');
    for (const bytes of [
      Buffer.from('not a zip at all, just text'),
      notXml,
      noWorkbook,
      brokenSheet,
    ])
      expect(await readSheetInWorker(bytes, LIMITS)).toMatchObject({
        ok: false,
        code: 'SHEET_UNREADABLE',
      });
  });

  test('a read past its wall clock is ended with a timeout; several reads at once all answer', async () => {
    // Big enough that even a warm thread cannot read it within the 1 ms allowed.
    const big = manyRowsXlsx(['Barcode'], 50_000, (i) => [`BC-${i}`]);
    const roomy = { maxRows: 50_001, maxRowNumber: 50_001, timeLimitMs: 1 };
    expect(await readSheetInWorker(big, roomy)).toEqual({
      ok: false,
      code: 'SHEET_TIMEOUT',
      params: { limit: 1 },
    });
    const bytes = manyRowsXlsx(['Barcode'], 10, (i) => [`BC-${i}`]);
    const all = await Promise.all(
      Array.from({ length: 4 }, () => readSheetInWorker(bytes, LIMITS)),
    );
    expect(all.map((r) => r.ok && r.rows.length)).toEqual([11, 11, 11, 11]);
  });
});
