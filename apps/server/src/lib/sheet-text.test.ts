import { describe, expect, test } from 'vitest';
import { sheetCell, sheetRow, sheetTextFromCell } from './sheet-text.ts';

describe('spreadsheet text', () => {
  test('text that a spreadsheet would run as a formula is prefixed with a quote', () => {
    for (const text of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(sheetCell(text)).toBe(`'${text}`);
  });

  test('ordinary text, empty text and numbers (negative ones too) are left as they are', () => {
    expect(sheetRow(['HL2411-07', 'a=b', '', 12, -5, 0.5, ' =x'])).toEqual([
      'HL2411-07',
      'a=b',
      '',
      12,
      -5,
      0.5,
      ' =x',
    ]);
  });

  test('reading a sheet back drops only the prefix an export added', () => {
    for (const text of ['=HYPERLINK("http://x","y")', '+1', '-2', '@A', "'=already quoted"])
      expect(sheetTextFromCell(String(sheetCell(text)))).toBe(text);
    expect(sheetTextFromCell("'quoted by hand")).toBe("'quoted by hand");
    expect(sheetTextFromCell("O'Neil")).toBe("O'Neil");
  });
});
