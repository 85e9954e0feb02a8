import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import type { SlabLayout } from './layout-types.ts';

const SLAB: SlabLayout = {
  seq: 1,
  lengthMm: 3000,
  widthMm: 1500,
  trimMm: 10,
  kerfMm: 3,
  yieldPercent: '76.40',
  pieceAreaM2: '3.44',
  placements: [
    { pieceId: 'p1', code: 'TOP-01', x: 10, y: 10, width: 2000, height: 600, rotated: false },
    { pieceId: 'p2', code: 'SPL-02', x: 10, y: 613, width: 1200, height: 800, rotated: true },
  ],
  cuts: [{ stage: 1, orientation: 'horizontal', x: 0, y: 611.5, length: 3000 }],
};

let SlabViewer: typeof import('./slab-viewer.tsx').SlabViewer;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../project-locales.ts');
  ({ SlabViewer } = await import('./slab-viewer.tsx'));
});

const viewBox = () =>
  (screen.getByRole('img', { name: /Slab 1/ }).getAttribute('viewBox') ?? '')
    .split(' ')
    .map(Number);

describe('layout viewer', () => {
  it('draws the slab with its pieces, their codes and the yield', async () => {
    await renderInApp(<SlabViewer layout={SLAB} />, 'en');
    expect(screen.getByText('Slab 1 · 3000 × 1500 mm')).toBeTruthy();
    expect(screen.getByText('Yield 76.40 %')).toBeTruthy();
    expect(screen.getByText('TOP-01')).toBeTruthy();
    expect(screen.getByText(/SPL-02/)).toBeTruthy();
    // The plan measures y upwards; the drawing puts the first piece at the slab's bottom edge.
    const top = document.querySelector('[data-piece="TOP-01"] rect') as SVGRectElement;
    expect(Number(top.getAttribute('y'))).toBe(1500 - 10 - 600);
  });

  it('zooms with the buttons and the keys, and fits again', async () => {
    await renderInApp(<SlabViewer layout={SLAB} />, 'en');
    const home = viewBox();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in (+)' }));
    const zoomed = viewBox();
    expect(zoomed[2]).toBeLessThan(home[2] as number);
    expect(zoomed[3]).toBeLessThan(home[3] as number);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out (−)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out (−)' }));
    expect(viewBox()[2]).toBeGreaterThan(home[2] as number);
    fireEvent.click(screen.getByRole('button', { name: 'Fit (0)' }));
    expect(viewBox()).toEqual(home);
    const svg = screen.getByRole('img', { name: /Slab 1/ });
    fireEvent.keyDown(svg, { key: '+' });
    expect(viewBox()[2]).toBeLessThan(home[2] as number);
    fireEvent.keyDown(svg, { key: '0' });
    expect(viewBox()).toEqual(home);
  });
});
