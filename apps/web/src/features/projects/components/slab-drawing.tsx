import type { SlabLayout } from './layout-types.ts';

/** A readable label size for a piece: a fraction of its smaller side, never wider than it. */
function labelSize(width: number, height: number, code: string): number {
  return Math.max(
    8,
    Math.min(Math.min(width, height) / 3, (width / Math.max(code.length, 1)) * 1.6),
  );
}

type Shape = NonNullable<SlabLayout['placements'][number]['shape']>;

/** One SVG path of the outline and its holes; even-odd filling leaves the holes open. */
function shapePath(shape: Shape, flip: (y: number) => number): string {
  const ring = (points: [number, number][]) =>
    `M${points.map(([x, y]) => `${x} ${flip(y)}`).join('L')}Z`;
  return [shape.outline, ...shape.holes].map(ring).join('');
}

/**
 * The drawing of one slab in mm: the slab, each piece as its true outline with its holes (or
 * its rectangle) and its code inside it, and the cuts. The plan
 * measures y upwards from the lower-left corner, SVG downwards, so y is flipped here once.
 * Shared by the zoomable viewer and the print sheet.
 */
export function SlabDrawing({ layout }: { layout: SlabLayout }) {
  const stroke = Math.max(layout.lengthMm, layout.widthMm) / 600;
  const flip = (y: number, height = 0) => layout.widthMm - y - height;
  return (
    <g>
      <rect
        x={0}
        y={0}
        width={layout.lengthMm}
        height={layout.widthMm}
        className="slab-board"
        strokeWidth={stroke * 2}
      />
      {layout.cuts.map((cut, i) => (
        <line
          key={i}
          x1={cut.x}
          y1={flip(cut.y)}
          x2={cut.orientation === 'horizontal' ? cut.x + cut.length : cut.x}
          y2={flip(cut.orientation === 'vertical' ? cut.y + cut.length : cut.y)}
          className="slab-cut"
          strokeWidth={stroke}
        />
      ))}
      {layout.placements.map((p) => {
        // The code goes in the box the server found inside the piece and outside its holes.
        const box = p.labelBox ?? p;
        return (
          <g key={p.pieceId} data-piece={p.code}>
            {p.shape ? (
              <path
                d={shapePath(p.shape, flip)}
                fillRule="evenodd"
                className="slab-piece"
                strokeWidth={stroke}
              />
            ) : (
              <rect
                x={p.x}
                y={flip(p.y, p.height)}
                width={p.width}
                height={p.height}
                className="slab-piece"
                strokeWidth={stroke}
              />
            )}
            <text
              x={box.x + box.width / 2}
              y={flip(box.y + box.height / 2)}
              fontSize={labelSize(box.width, box.height, p.code)}
              textAnchor="middle"
              dominantBaseline="middle"
              className="slab-code"
            >
              {p.code}
              {p.rotated ? ' ↻' : ''}
            </text>
          </g>
        );
      })}
    </g>
  );
}
