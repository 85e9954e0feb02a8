// SVG of one slab for the web: slab, trimmed border, pieces with labels, kerf lines along the
// cuts, cut order numbers, hatched remnants and marked defects. y is flipped so the slab's
// lower-left origin shows at the bottom-left as the saw operator sees it.
import { labelBoxOf, labelFit, placedShapeOf } from './shape.ts';
import type { Point, SlabLayout } from './types.ts';

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const n = (v: number): string => String(Math.round(v * 100) / 100);

export function renderLayoutSvg(layout: SlabLayout): string {
  const W = layout.slabWidth;
  const H = layout.slabHeight;
  const t = layout.trim;
  const font = Math.max(8, Math.min(W, H) / 40);
  const fy = (y: number, h = 0): number => H - y - h;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(W)} ${n(H)}" width="${n(W)}" height="${n(H)}" font-family="sans-serif">`,
    '<defs><pattern id="hatch" width="20" height="20" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
      '<line x1="0" y1="0" x2="0" y2="20" stroke="#7a9" stroke-width="4"/></pattern></defs>',
    `<rect class="slab" x="0" y="0" width="${n(W)}" height="${n(H)}" fill="#e8e4dc" stroke="#555"/>`,
  ];
  if (t > 0) {
    out.push(
      `<rect class="trim" x="${n(t)}" y="${n(t)}" width="${n(W - 2 * t)}" height="${n(H - 2 * t)}" fill="none" stroke="#999" stroke-dasharray="8 4"/>`,
    );
  }
  for (const r of layout.remnants) {
    out.push(
      `<rect class="remnant" x="${n(r.x)}" y="${n(fy(r.y, r.height))}" width="${n(r.width)}" height="${n(r.height)}" fill="url(#hatch)" stroke="#7a9"/>`,
    );
  }
  const ring = (r: Point[]): string => `M${r.map(([x, y]) => `${n(x)} ${n(fy(y))}`).join('L')}Z`;
  for (const p of layout.placements) {
    const label = layout.labels[p.pieceId] ?? p.pieceId;
    // True outline with its holes (even-odd), the code inside the piece and outside its holes.
    const shape = placedShapeOf(layout.shapes?.[p.pieceId], p);
    const box = labelBoxOf(shape, label);
    const size = Math.min(font, Math.max(1, labelFit(box, label)));
    const d = [shape.outline, ...shape.holes].map(ring).join('');
    out.push(
      `<g class="piece" data-piece="${esc(p.pieceId)}">` +
        `<path d="${d}" fill-rule="evenodd" fill="#c9d6e8" stroke="#246"/>` +
        `<text x="${n(box.x + box.width / 2)}" y="${n(fy(box.y + box.height / 2))}" font-size="${n(size)}" text-anchor="middle" dominant-baseline="middle">${esc(label)}${p.rotated ? ' ↻' : ''}</text></g>`,
    );
  }
  const kerf = Math.max(layout.kerf, 1);
  layout.cuts.forEach((c, i) => {
    const [x1, y1, x2, y2] =
      c.orientation === 'vertical'
        ? [c.x, fy(c.y), c.x, fy(c.y + c.length)]
        : [c.x, fy(c.y), c.x + c.length, fy(c.y)];
    out.push(
      `<line class="kerf" data-stage="${c.stage}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="#d33" stroke-width="${n(kerf)}" stroke-opacity="0.7"/>`,
      `<text class="cut-order" x="${n((x1 + x2) / 2)}" y="${n((y1 + y2) / 2)}" font-size="${n(font * 0.7)}" fill="#d33">${i + 1}</text>`,
    );
  });
  for (const d of layout.defects) {
    out.push(
      `<rect class="defect" x="${n(d.x)}" y="${n(fy(d.y, d.height))}" width="${n(Math.max(d.width, 2))}" height="${n(Math.max(d.height, 2))}" fill="#000" stroke="#f00" stroke-width="3"/>`,
    );
  }
  out.push('</svg>');
  return out.join('\n');
}
