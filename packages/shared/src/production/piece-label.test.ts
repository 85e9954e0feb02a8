import { describe, expect, test } from 'vitest';
import { pieceIdOfScan, pieceLabel, pieceScanCode } from './piece-label.ts';

describe('piece labels', () => {
  test('the scan code is printable ASCII even when the piece code is not', () => {
    const label = pieceLabel({
      id: 'a1B2-c3_d4',
      code: 'WB-01 墙板',
      projectName: '希尔顿 Hilton',
      planeName: 'N1',
      widthMm: 600,
      heightMm: 400,
      thicknessMm: 20,
      processCode: 'EDGE',
    });
    expect(label).toMatchObject({ scanCode: 'PC-a1B2-c3_d4', size: '600 × 400 × 20 mm' });
    expect(pieceIdOfScan(` ${label.scanCode}\n`)).toBe('a1B2-c3_d4');
  });

  test('other scans name no piece, and an unsafe id is refused', () => {
    expect(pieceIdOfScan('YS2411-20-Z05-01')).toBeNull();
    expect(pieceIdOfScan('PC-')).toBeNull();
    expect(() => pieceScanCode('墙板')).toThrow();
  });
});
