import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPrintableBarcode } from '@stone/shared/materials/barcode';
import { pieceIdOfScan, pieceLabel } from '@stone/shared/production/piece-label';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';

const NAMES = { projectName: 'Harbour Tower', planeName: 'North facade' };
const LABELS = [
  pieceLabel({
    id: 'pc_7f3a',
    code: 'WB-01',
    widthMm: 600,
    heightMm: 400,
    thicknessMm: 20,
    processCode: 'P-MILL',
    ...NAMES,
  }),
  // A code straight from a drawing: Chinese and spaces, which a keyboard-wedge scanner loses.
  pieceLabel({
    id: '3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b9c0d',
    code: '东立面 WB 02',
    widthMm: 1200,
    heightMm: 800,
    thicknessMm: 30,
    processCode: '',
    ...NAMES,
  }),
];

/** The printed words of a label (the symbols' SVG carries whitespace of its own). */
const textOf = (label: HTMLElement | undefined) => label?.querySelector('.label-text')?.textContent;

let PieceLabelSheet: typeof import('./piece-label-sheet.tsx').PieceLabelSheet;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../project-locales.ts');
  ({ PieceLabelSheet } = await import('./piece-label-sheet.tsx'));
});

describe('piece labels (issue 17)', () => {
  it('show code, project, plane, size and process code, with a Code128 and a QR each', async () => {
    await renderInApp(<PieceLabelSheet labels={LABELS} />, 'en');
    const [first, second] = screen.getAllByTestId('piece-label');
    expect(textOf(first)).toBe(
      'WB-01Project Harbour TowerPlane North facade600 × 400 × 20 mmProcess P-MILL',
    );
    expect(textOf(second)).toContain('东立面 WB 02');
    expect(textOf(second)).toContain('1200 × 800 × 30 mm');
    // No process code yet: a dash, not an empty field.
    expect(textOf(second)).toContain('Process —');
    for (const label of [first, second]) {
      const box = within(label as HTMLElement);
      expect(box.getByTestId('barcode-code128').querySelector('svg')).toBeTruthy();
      expect(box.getByTestId('barcode-qrcode').querySelector('svg')).toBeTruthy();
    }
    expect(screen.getByRole('img', { name: 'QR of piece 东立面 WB 02' })).toBeTruthy();
  });

  it('encode a scanner-safe scan code even when the piece code is not', () => {
    const [, chinese] = LABELS;
    expect(chinese?.scanCode).toBe('PC-3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b9c0d');
    expect(isPrintableBarcode(chinese?.scanCode ?? '')).toBe(true);
    expect(pieceIdOfScan(chinese?.scanCode ?? '')).toBe('3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b9c0d');
  });

  it('speak Chinese on a Chinese screen', async () => {
    await renderInApp(<PieceLabelSheet labels={LABELS.slice(1)} />, 'zh');
    expect(textOf(screen.getByTestId('piece-label'))).toBe(
      '东立面 WB 02项目 Harbour Tower立面 North facade1200 × 800 × 30 mm工艺 —',
    );
    await setTestLanguage('en');
  });
});
