import { describe, expect, it } from 'vitest';
import { exportLayoutDxf } from '../src/export-dxf.ts';
import { renderLayoutSvg } from '../src/render-svg.ts';
import { makeProblem, planValid, slab } from './helpers.ts';

const answer = planValid(
  makeProblem({
    kerf: 2,
    trim: 3,
    minRemnant: { width: 10, height: 10 },
    slabs: [slab('S', 100, 100, { defects: [{ x: 98, y: 98, width: 1, height: 1 }] })],
    pieces: [{ id: 'p', width: 40, height: 30, quantity: 3, rotatable: true, label: 'Vanity <L>' }],
  }),
);
const layout = answer.slabs[0]!;

describe('renderings', () => {
  it('draws pieces with labels, cuts with order numbers, remnants and defects', () => {
    const svg = renderLayoutSvg(layout);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/class="piece"/g)?.length).toBe(3);
    expect(svg).toContain('Vanity &lt;L&gt;');
    expect(svg.match(/class="kerf"/g)?.length).toBe(layout.cuts.length);
    expect(svg).toContain('class="trim"');
    expect(svg).toContain('class="defect"');
    expect(layout.remnants.length).toBeGreaterThan(0);
    expect(svg.match(/class="remnant"/g)?.length).toBe(layout.remnants.length);
  });

  it('exports outlines and cuts on separate DXF layers', () => {
    const dxf = exportLayoutDxf(layout);
    expect(dxf).toContain('$INSUNITS');
    const lines = dxf.split('\n');
    const layerOf = (name: string): number =>
      lines.filter((l, i) => l === name && lines[i - 1] === '8').length;
    // Per piece: a closed POLYLINE (header, 4 vertices, SEQEND) and its code as a TEXT.
    expect(layerOf('PIECES')).toBe(3 * 7);
    expect(layerOf('CUTS')).toBe(layout.cuts.length);
    expect(dxf.trim().endsWith('EOF')).toBe(true);
  });
});
