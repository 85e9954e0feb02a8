import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import type { LabelSlab } from './label-sheet.tsx';

const SLAB: LabelSlab = {
  id: 's1',
  barcode: 'HL2411-07-12',
  blockNo: 'HL2411-07',
  bundleNo: 'Z03',
  slabNo: '12',
  material: '雅士白 Ariston White',
  thicknessMm: 20,
  lengthMm: 3200,
  widthMm: 1800,
  warehouseName: 'North yard',
  rackNumber: '0007',
};

let LabelSheet: typeof import('./label-sheet.tsx').LabelSheet;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../material-locales.ts');
  ({ LabelSheet } = await import('./label-sheet.tsx'));
});

/** Issue 23: a printed slab label names its warehouse and rack. */
describe.each([
  ['en', 'Warehouse North yard · Rack 0007', 'Warehouse North yard'],
  ['zh', '仓库 North yard · 料架 0007', '仓库 North yard'],
] as const)('slab label (%s)', (language, withRack, withoutRack) => {
  it('shows the warehouse and rack, or the warehouse alone when the slab is on no rack', async () => {
    await renderInApp(
      <LabelSheet slabs={[SLAB, { ...SLAB, id: 's2', rackNumber: null }]} />,
      language,
    );
    const places = screen.getAllByTestId('label-place').map((e) => e.textContent);
    expect(places).toEqual([withRack, withoutRack]);
    await setTestLanguage('en');
  });
});
