/** Drawings for the preview suites (issue 23), not a test file itself. */

export type DrawnPiece = {
  layer: string;
  x: number;
  y: number;
  w: number;
  h: number;
  code?: string;
};

/**
 * Rectangles as closed LWPOLYLINEs with their codes as TEXT inside; `insunits` 4 is mm, and
 * undefined writes no header at all (a drawing that declares no units).
 */
export function rectanglesDxf(pieces: DrawnPiece[], insunits?: number): Buffer {
  const out: string[] = [];
  if (insunits !== undefined)
    out.push(
      '0',
      'SECTION',
      '2',
      'HEADER',
      '9',
      '$INSUNITS',
      '70',
      String(insunits),
      '0',
      'ENDSEC',
    );
  out.push('0', 'SECTION', '2', 'ENTITIES');
  for (const p of pieces) {
    out.push('0', 'LWPOLYLINE', '8', p.layer, '90', '4', '70', '1');
    for (const [dx, dy] of [
      [0, 0],
      [p.w, 0],
      [p.w, p.h],
      [0, p.h],
    ] as const)
      out.push('10', String(p.x + dx), '20', String(p.y + dy));
    if (p.code) {
      const height = String(Math.min(p.w, p.h) / 10);
      out.push('0', 'TEXT', '8', p.layer, '10', String(p.x + p.w / 4), '20', String(p.y + p.h / 2));
      out.push('30', '0', '40', height, '1', p.code);
    }
  }
  out.push('0', 'ENDSEC', '0', 'EOF', '');
  return Buffer.from(out.join('\n'));
}

/** A kitchen in mm: two tops, a dimension block, a note coded like one, and a speck. */
export const KITCHEN: DrawnPiece[] = [
  { layer: 'STONE', x: 0, y: 0, w: 600, h: 400, code: 'T-01' },
  { layer: 'STONE', x: 1000, y: 0, w: 800, h: 500, code: 'T-02' },
  { layer: 'DIM', x: 2000, y: 0, w: 300, h: 200, code: 'D1' },
  { layer: 'STONE', x: 3000, y: 0, w: 400, h: 300, code: 'SCALE 2:1' },
  { layer: 'STONE', x: 4000, y: 0, w: 0.5, h: 0.5 },
];

/** The real drawing that declares no units (dxf-samples README: skym_blocks2.dxf, $INSUNITS 0). */
export const UNITLESS_SAMPLE = '/work/shared/dxf-samples/skym_blocks2.dxf';
