import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PrintListData } from '@stone/shared/packing/packing';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import '../packing-locales.ts';
import { PackingListSheet } from './packing-list-sheet.tsx';

const box = (id: string, number: number, pieces: number) => ({
  id,
  number,
  name: `B-${number}`,
  scanCode: `BX-${id}`,
  boxType: 'fumigated' as const,
  lengthMm: 2000,
  widthMm: 1000,
  heightMm: 800,
  outerLengthMm: 2050,
  outerWidthMm: 1050,
  outerHeightMm: 850,
  status: 'packed' as const,
  pieceCount: pieces,
  areaM2: '0.48',
  weightKg: '25.920',
  plannedBoxNo: number,
  projectId: 's1',
  projectName: 'Mall',
  orderNo: 'SO-2026-0095',
  maxPieces: 20,
  maxWeightKg: 1000,
  createdAt: '2026-11-26T02:00:00.000Z',
  sealedAt: null,
});
const piece = (id: string) => ({
  id,
  code: `WB-${id}`,
  planeName: 'North',
  widthMm: 600,
  heightMm: 400,
  thicknessMm: 20,
  areaM2: '0.24',
  packedAt: '2026-11-26T02:00:00.000Z',
  packedBy: 'Li',
});
const DATA: PrintListData = {
  projectName: 'Mall',
  orderNo: 'SO-2026-0095',
  boxes: [
    { box: box('a', 1, 2), pieces: [piece('1'), piece('2')] },
    { box: box('b', 2, 2), pieces: [piece('3'), piece('4')] },
  ],
  totals: { boxes: 2, pieces: 4, areaM2: '0.96', weightKg: '51.840' },
  truncated: false,
};

describe('the A4 packing list', () => {
  beforeAll(() => setTestLanguage('en'));
  it('lists every box with its rows and totals, and the overall totals (en)', async () => {
    await renderInApp(<PackingListSheet data={DATA} />, 'en');
    const boxes = await screen.findAllByTestId('packing-sheet-box');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.textContent).toContain(
      'Box B-1 — Fumigated crate, inner 2000 × 1000 × 800 mm, outer 2050 × 1050 × 850 mm',
    );
    expect(boxes[0]!.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(boxes[1]!.textContent).toContain('WB-3600 × 40020');
    expect(screen.getAllByTestId('packing-sheet-box-totals')[0]!.textContent).toBe(
      '2 pieces, 0.48 m², 25.920 kg',
    );
    expect(screen.getByTestId('packing-sheet-totals').textContent).toBe(
      'Total: 2 boxes, 4 pieces, 0.96 m², 51.840 kg',
    );
  });
  it('speaks Chinese', async () => {
    await renderInApp(<PackingListSheet data={DATA} />, 'zh');
    expect((await screen.findByTestId('packing-sheet-totals')).textContent).toBe(
      '合计：2 箱，4 件，0.96 ㎡，51.840 千克',
    );
    expect(screen.getAllByTestId('packing-sheet-box')[0]!.textContent).toContain(
      '木箱 B-1 — 熏蒸木箱',
    );
    await setTestLanguage('en');
  });
});
