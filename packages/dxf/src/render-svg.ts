import type { Bounds, Contour, Piece } from './types.ts';

export type RenderSvgOptions = {
  /** Output width in px; the height follows the drawing's aspect ratio. */
  width?: number;
  /** Margin around the pieces, as a fraction of the larger side. */
  margin?: number;
};

/**
 * An SVG preview of the pieces: outlines with their holes cut out (even-odd fill) and each
 * label at the centre of its piece. DXF's Y axis points up, so the drawing is flipped.
 */
export function renderSvg(pieces: Piece[], options: RenderSvgOptions = {}): string {
  const width = options.width ?? 800;
  const extent = extentOf(pieces);
  const spanX = Math.max(extent.maxX - extent.minX, 1e-9);
  const spanY = Math.max(extent.maxY - extent.minY, 1e-9);
  const margin = Math.max(spanX, spanY) * (options.margin ?? 0.03);
  const viewWidth = spanX + 2 * margin;
  const viewHeight = spanY + 2 * margin;
  const height = Math.max(1, Math.round((width * viewHeight) / viewWidth));
  const flipY = (y: number) => extent.maxY + margin - y;
  const shiftX = (x: number) => x - extent.minX + margin;
  const stroke = fmt(Math.max(viewWidth, viewHeight) / 800);
  const fontSize = fmt(Math.max(viewWidth, viewHeight) / 60);
  const ring = (contour: Contour) => {
    const p = contour.points;
    let d = '';
    for (let i = 0; i < p.length; i += 2) {
      d += `${i === 0 ? 'M' : 'L'}${fmt(shiftX(p[i] ?? 0))} ${fmt(flipY(p[i + 1] ?? 0))}`;
    }
    return `${d}Z`;
  };
  const body = pieces.map((piece) => {
    const d = [piece.outline, ...piece.holes].map(ring).join('');
    const b = piece.outline.bounds;
    const label = piece.label
      ? `<text x="${fmt(shiftX((b.minX + b.maxX) / 2))}" y="${fmt(flipY((b.minY + b.maxY) / 2))}">${escapeXml(piece.label)}</text>`
      : '';
    return `<g><path d="${d}"/>${label}</g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${fmt(viewWidth)} ${fmt(viewHeight)}">`,
    `<style>path{fill:#e8e4dc;fill-rule:evenodd;stroke:#333;stroke-width:${stroke}}text{font-size:${fontSize}px;text-anchor:middle;dominant-baseline:middle;fill:#000;font-family:sans-serif}</style>`,
    ...body,
    '</svg>',
  ].join('\n');
}

function extentOf(pieces: Piece[]): Bounds {
  if (pieces.length === 0) return { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  const extent = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const piece of pieces) {
    const b = piece.outline.bounds;
    extent.minX = Math.min(extent.minX, b.minX);
    extent.minY = Math.min(extent.minY, b.minY);
    extent.maxX = Math.max(extent.maxX, b.maxX);
    extent.maxY = Math.max(extent.maxY, b.maxY);
  }
  return extent;
}

function fmt(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
