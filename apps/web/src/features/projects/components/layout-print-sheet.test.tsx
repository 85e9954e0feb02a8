import { beforeAll, describe, expect, it } from 'vitest';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import type { SlabLayout } from './layout-types.ts';

const layout = (seq: number, stock: SlabLayout['stock']): SlabLayout => ({
  seq,
  lengthMm: 3200,
  widthMm: 1800,
  trimMm: 10,
  kerfMm: 3,
  yieldPercent: '50.00',
  pieceAreaM2: '2.88',
  placements: [],
  cuts: [],
  stock,
});
const SHEET = {
  projectName: 'Harbour tower',
  orderNo: 'SO-2026-0101',
  material: '雅士白 Ariston White',
  thicknessMm: 20,
};

let LayoutPrintSheet: typeof import('./layout-print-sheet.tsx').LayoutPrintSheet;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../project-locales.ts');
  ({ LayoutPrintSheet } = await import('./layout-print-sheet.tsx'));
});

/** Issue 23: the printed plan names project, order, material and date, and the stock slab. */
describe.each([
  [
    'en',
    'Project Harbour tower · Order SO-2026-0101 · Material 雅士白 Ariston White · 20 mm · Printed 2026-11-26',
    ['Stock slab HL-0007', 'Remnant R-12'],
  ],
  [
    'zh',
    '项目 Harbour tower · 订单号 SO-2026-0101 · 材质 雅士白 Ariston White · 20 mm · 打印日期 2026-11-26',
    ['库存大板 HL-0007', '余料 R-12'],
  ],
] as const)('printed cutting plan (%s)', (language, header, stockLines) => {
  it('heads every page with project, order, material and date; names the stock slab', async () => {
    await renderInApp(
      <LayoutPrintSheet
        title="Plane N1"
        planeYieldPercent="50.00"
        layouts={[
          layout(1, { barcode: 'HL-0007', isRemnant: false }),
          layout(2, { barcode: 'R-12', isRemnant: true }),
          layout(3, null),
        ]}
        sheet={SHEET}
        printedAt={new Date('2026-11-26T10:00:00')}
      />,
      language,
    );
    const headers = [...document.querySelectorAll('.layout-print-header')].map(
      (e) => e.textContent,
    );
    expect(headers).toEqual([header, header, header]);
    const stock = [...document.querySelectorAll('.layout-print-stock')].map((e) => e.textContent);
    expect(stock).toEqual(stockLines);
    await setTestLanguage('en');
  });
});
