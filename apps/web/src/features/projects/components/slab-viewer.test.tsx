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

/**
 * Issue 23: an L-shaped top (legs 600 wide) with an 80 × 80 hole, as getCuttingPlan sends it.
 * The middle of its bounding box (1510, 1210) is off the stone.
 */
const L_TOP: SlabLayout = {
  ...SLAB,
  placements: [
    {
      pieceId: 'p3',
      code: 'WB-02',
      x: 10,
      y: 10,
      width: 3000,
      height: 2400,
      rotated: false,
      shape: {
        outline: [
          [10, 10],
          [3010, 10],
          [3010, 610],
          [610, 610],
          [610, 2410],
          [10, 2410],
        ],
        holes: [
          [
            [1500, 300],
            [1500, 380],
            [1580, 380],
            [1580, 300],
          ],
        ],
      },
      labelBox: { x: 10, y: 380, width: 3000, height: 230 },
    },
  ],
  cuts: [],
};

/** Even-odd point test over an outline and its holes, in plan coordinates. */
function isOnStone([px, py]: [number, number], rings: [number, number][][]): boolean {
  let inside = false;
  for (const ring of rings)
    ring.forEach(([x1, y1], i) => {
      const [x2, y2] = ring[(i + 1) % ring.length] as [number, number];
      if (y1 > py !== y2 > py && px < x1 + ((py - y1) / (y2 - y1)) * (x2 - x1)) inside = !inside;
    });
  return inside;
}

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

  it.each([
    ['en', 'Slab 1 · 3000 × 1500 mm', 'Yield 76.40 %'],
    ['zh', '大板 1 · 3000 × 1500 mm', '出材率 76.40 %'],
  ] as const)(
    '%s: draws a holed piece with its hole, its code inside it',
    async (lang, title, yld) => {
      await renderInApp(<SlabViewer layout={L_TOP} />, lang);
      expect(screen.getByText(title)).toBeTruthy();
      expect(screen.getByText(yld)).toBeTruthy();
      const piece = document.querySelector('[data-piece="WB-02"]') as SVGGElement;
      // One path: the outline and the hole as two rings, the hole left open by even-odd filling.
      const path = piece.querySelector('path') as SVGPathElement;
      expect(piece.querySelector('rect')).toBeNull();
      expect(path.getAttribute('fill-rule')).toBe('evenodd');
      const rings = (path.getAttribute('d') ?? '').split('M').filter(Boolean);
      expect(rings).toHaveLength(2);
      // The hole is drawn where it is (y flipped: 1500 − 380 = 1120).
      expect(rings[1]).toContain('1500 1120');
      // The code's anchor, flipped back to plan coordinates, lies on the stone: not in the
      // bounding box's empty corner, not in the hole.
      const text = screen.getByText('WB-02');
      const at: [number, number] = [
        Number(text.getAttribute('x')),
        1500 - Number(text.getAttribute('y')),
      ];
      const shape = L_TOP.placements[0]?.shape;
      expect(isOnStone(at, [shape?.outline ?? [], ...(shape?.holes ?? [])])).toBe(true);
    },
  );
});
