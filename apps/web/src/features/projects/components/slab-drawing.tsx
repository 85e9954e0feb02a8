import type { SlabLayout } from './layout-types.ts';

/** A readable label size for a piece: a fraction of its smaller side, never wider than it. */
function labelSize(width: number, height: number, code: string): number {
  return Math.max(
    8,
    Math.min(Math.min(width, height) / 3, (width / Math.max(code.length, 1)) * 1.6),
  );
}

/**
 * The drawing of one slab in mm: the slab, each piece with its code, and the cuts. The plan
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
      {layout.placements.map((p) => (
        <g key={p.pieceId} data-piece={p.code}>
          <rect
            x={p.x}
            y={flip(p.y, p.height)}
            width={p.width}
            height={p.height}
            className="slab-piece"
            strokeWidth={stroke}
          />
          <text
            x={p.x + p.width / 2}
            y={flip(p.y + p.height / 2)}
            fontSize={labelSize(p.width, p.height, p.code)}
            textAnchor="middle"
            dominantBaseline="middle"
            className="slab-code"
          >
            {p.code}
            {p.rotated ? ' ↻' : ''}
          </text>
        </g>
      ))}
    </g>
  );
}
