import { expect, test } from 'vitest';
import { parsePastedRows } from './piece-process.ts';

test('cells copied from Excel become rows; the header line and blank lines are left out', () => {
  const text = '编号\t工艺编码\r\nN1-01\tMB-1\n\nN1-02\t\nN1-03\t DM-1 \n';
  expect(parsePastedRows(text)).toEqual([
    { pieceCode: 'N1-01', processCode: 'MB-1' },
    { pieceCode: 'N1-02', processCode: '' },
    { pieceCode: 'N1-03', processCode: 'DM-1' },
  ]);
  expect(parsePastedRows('Piece\tProcess code\nA\tB')).toEqual([
    { pieceCode: 'A', processCode: 'B' },
  ]);
});
