import { describe, expect, it } from 'vitest';
import { DxfError, readDxf } from '../src/index.ts';
import { dxfDocument, lwpolyline, toBytes } from './dxf-writer.ts';

const codeOf = (bytes: Uint8Array, options = {}) => {
  try {
    readDxf(bytes, options);
    return 'none';
  } catch (error) {
    if (error instanceof DxfError) return error.code;
    throw error;
  }
};
const square = dxfDocument({
  insunits: 4,
  entities: lwpolyline(
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ],
    true,
  ),
});

describe('typed errors a caller can show', () => {
  it('rejects DWG files with a hint to export DXF, in both languages', () => {
    const dwg = toBytes('AC1032\0\0\0\0binary');
    expect(codeOf(dwg)).toBe('DXF_DWG_NOT_SUPPORTED');
    try {
      readDxf(dwg);
    } catch (error) {
      expect((error as DxfError).messageFor('en')).toContain('export it as DXF');
      expect((error as DxfError).messageFor('zh')).toContain('DXF');
    }
  });
  it('rejects empty, non-DXF and truncated bytes', () => {
    expect(codeOf(new Uint8Array())).toBe('DXF_EMPTY');
    expect(codeOf(toBytes('hello world\nthis is text\n'))).toBe('DXF_NOT_DXF');
    expect(codeOf(toBytes(square.slice(0, square.indexOf('ENTITIES') + 60)))).toBe('DXF_TRUNCATED');
  });
  it('enforces each limit given as an option', () => {
    const bytes = toBytes(square);
    expect(codeOf(bytes, { maxFileBytes: 10 })).toBe('DXF_FILE_TOO_LARGE');
    expect(codeOf(bytes, { maxEntities: 0 })).toBe('DXF_TOO_MANY_ENTITIES');
    expect(codeOf(bytes, { maxVerticesPerPolyline: 3 })).toBe('DXF_TOO_MANY_VERTICES');
    expect(codeOf(bytes, { timeBudgetMs: -1 })).toBe('DXF_TIME_BUDGET_EXCEEDED');
    expect(codeOf(bytes)).toBe('none');
  });
});
