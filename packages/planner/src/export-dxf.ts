// ASCII DXF (R12 subset) of one slab for saw and CNC software: slab and trim outline, piece
// outlines, cut lines and defects on separate layers, units mm ($INSUNITS = 4). Each piece is
// its true outline and holes as closed POLYLINEs with its code as a TEXT inside: four LINEs per
// piece would share corners with the trim line and each other, so CAD software (and our own
// reader) could not tell one piece from its neighbour.
import { labelBoxOf, placedShapeOf } from './shape.ts';
import type { Placement, Point, Rect, SlabLayout } from './types.ts';

const LAYERS = ['SLAB', 'TRIM', 'PIECES', 'CUTS', 'REMNANTS', 'DEFECTS'] as const;
type Layer = (typeof LAYERS)[number];

function pair(code: number, value: string | number): string {
  return `${code}\n${value}`;
}

function line(layer: Layer, x1: number, y1: number, x2: number, y2: number): string {
  return [
    pair(0, 'LINE'),
    pair(8, layer),
    pair(10, x1),
    pair(20, y1),
    pair(30, 0),
    pair(11, x2),
    pair(21, y2),
    pair(31, 0),
  ].join('\n');
}

function rect(layer: Layer, r: Rect): string {
  const { x, y, width: w, height: h } = r;
  return [
    line(layer, x, y, x + w, y),
    line(layer, x + w, y, x + w, y + h),
    line(layer, x + w, y + h, x, y + h),
    line(layer, x, y + h, x, y),
  ].join('\n');
}

function closedPolyline(layer: Layer, ring: Point[]): string {
  return [
    pair(0, 'POLYLINE'),
    pair(8, layer),
    pair(66, 1),
    pair(10, 0),
    pair(20, 0),
    pair(30, 0),
    pair(70, 1),
    ...ring.map(([x, y]) =>
      [pair(0, 'VERTEX'), pair(8, layer), pair(10, x), pair(20, y), pair(30, 0)].join('\n'),
    ),
    pair(0, 'SEQEND'),
    pair(8, layer),
  ].join('\n');
}

/** Left-aligned TEXT sized to the label box, its insertion point well inside the box. */
function labelText(layer: Layer, box: Rect, label: string): string {
  const h = Math.max(1, Math.min(60, box.height / 4, box.width / Math.max(1, label.length)));
  return [
    pair(0, 'TEXT'),
    pair(8, layer),
    pair(10, box.x + h / 2),
    pair(20, box.y + box.height / 2 - h / 2),
    pair(30, 0),
    pair(40, h),
    pair(1, label),
  ].join('\n');
}

function pieceEntities(layout: SlabLayout, p: Placement): string[] {
  const shape = placedShapeOf(layout.shapes?.[p.pieceId], p);
  const label = layout.labels[p.pieceId] ?? p.pieceId;
  return [
    closedPolyline('PIECES', shape.outline),
    ...shape.holes.map((h) => closedPolyline('PIECES', h)),
    labelText('PIECES', labelBoxOf(shape, label), label),
  ];
}

export function exportLayoutDxf(layout: SlabLayout): string {
  const t = layout.trim;
  const W = layout.slabWidth;
  const H = layout.slabHeight;
  const entities: string[] = [rect('SLAB', { x: 0, y: 0, width: W, height: H })];
  if (t > 0) entities.push(rect('TRIM', { x: t, y: t, width: W - 2 * t, height: H - 2 * t }));
  for (const p of layout.placements) entities.push(...pieceEntities(layout, p));
  for (const c of layout.cuts) {
    entities.push(
      c.orientation === 'vertical'
        ? line('CUTS', c.x, c.y, c.x, c.y + c.length)
        : line('CUTS', c.x, c.y, c.x + c.length, c.y),
    );
  }
  for (const r of layout.remnants) entities.push(rect('REMNANTS', r));
  for (const d of layout.defects) entities.push(rect('DEFECTS', d));
  const layerTable = LAYERS.map((name, i) =>
    [pair(0, 'LAYER'), pair(2, name), pair(70, 0), pair(62, i + 1), pair(6, 'CONTINUOUS')].join(
      '\n',
    ),
  );
  return [
    pair(0, 'SECTION'),
    pair(2, 'HEADER'),
    pair(9, '$INSUNITS'),
    pair(70, 4),
    pair(0, 'ENDSEC'),
    pair(0, 'SECTION'),
    pair(2, 'TABLES'),
    pair(0, 'TABLE'),
    pair(2, 'LAYER'),
    pair(70, LAYERS.length),
    ...layerTable,
    pair(0, 'ENDTAB'),
    pair(0, 'ENDSEC'),
    pair(0, 'SECTION'),
    pair(2, 'ENTITIES'),
    ...entities,
    pair(0, 'ENDSEC'),
    pair(0, 'EOF'),
    '',
  ].join('\n');
}
