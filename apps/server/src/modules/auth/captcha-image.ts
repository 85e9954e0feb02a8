import { randomInt } from 'node:crypto';
import { encodePng } from './png-encoder.ts';

type Rgb = readonly [number, number, number];
export type GapPicture = {
  width: number;
  height: number;
  piece: number;
  gapX: number;
  gapY: number;
};

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Inside a square of side `size` at (x, y) with corners rounded by `r`. */
function inRounded(px: number, py: number, box: { x: number; y: number; size: number; r: number }) {
  const { x, y, size, r } = box;
  if (px < x || py < y || px >= x + size || py >= y + size) return false;
  const cx = Math.min(Math.max(px, x + r), x + size - 1 - r);
  const cy = Math.min(Math.max(py, y + r), y + size - 1 - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

/**
 * The puzzle's background as PNG bytes: random stripes and circles, and the gap darkened with a
 * light rim. It is a raster on purpose: an SVG would carry the gap's coordinates as text, which
 * a script reads without looking at the picture at all.
 */
export function drawGapPicture(p: GapPicture): Buffer {
  const { width, height } = p;
  const stripes = Array.from({ length: 7 }, (_, i) =>
    hsl(randomInt(180, 240), 0.45, 0.55 + (i % 3) * 0.08),
  );
  const circles = Array.from({ length: 9 }, () => ({
    x: randomInt(0, width),
    y: randomInt(0, height),
    r: randomInt(8, 26),
    colour: hsl(randomInt(0, 360), 0.35, 0.6),
  }));
  const rgb = new Uint8Array(width * height * 3);
  const put = (at: number, colour: Rgb) => {
    rgb[at] = colour[0];
    rgb[at + 1] = colour[1];
    rgb[at + 2] = colour[2];
  };
  const paint = (x: number, y: number, colour: (old: Rgb) => Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const at = (y * width + x) * 3;
    put(at, colour([rgb[at] ?? 0, rgb[at + 1] ?? 0, rgb[at + 2] ?? 0]));
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      put((y * width + x) * 3, stripes[Math.min(Math.floor(x / 45), stripes.length - 1)] as Rgb);
  // Each shape paints only its own box, so a picture costs its area once, not once per shape.
  for (const c of circles)
    for (let y = c.y - c.r; y <= c.y + c.r; y++)
      for (let x = c.x - c.r; x <= c.x + c.r; x++)
        if ((x - c.x) ** 2 + (y - c.y) ** 2 <= c.r * c.r)
          paint(x, y, (old) => [
            (old[0] + c.colour[0]) >> 1,
            (old[1] + c.colour[1]) >> 1,
            (old[2] + c.colour[2]) >> 1,
          ]);
  // The gap: darkened inside a light rim.
  const gap = { x: p.gapX, y: p.gapY, size: p.piece, r: 6 };
  const inner = { x: p.gapX + 2, y: p.gapY + 2, size: p.piece - 4, r: 4 };
  for (let y = gap.y; y < gap.y + gap.size; y++)
    for (let x = gap.x; x < gap.x + gap.size; x++) {
      if (inRounded(x, y, inner))
        paint(x, y, (old) => [old[0] * 0.55, old[1] * 0.55, old[2] * 0.55]);
      else if (inRounded(x, y, gap)) paint(x, y, () => [255, 255, 255]);
    }
  return encodePng(width, height, rgb);
}
