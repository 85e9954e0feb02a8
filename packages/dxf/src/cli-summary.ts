import type { Lang } from './messages.ts';
import type { ReadDxfResult } from './types.ts';

/** The `--json` shape promised in issue 3; outlines rounded to 0.001 mm. */
export type PiecesSummary = {
  units: string;
  pieces: {
    label: string | null;
    layer: string;
    areaMm2: number;
    width: number;
    height: number;
    holes: number;
    outline: [number, number][];
  }[];
  openChains: number;
  warnings: { code: string; message: string }[];
};

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export function summarizeResult(result: ReadDxfResult, lang: Lang): PiecesSummary {
  return {
    units: result.units,
    pieces: result.pieces.map((piece) => {
      const outline: [number, number][] = [];
      const p = piece.outline.points;
      for (let i = 0; i < p.length; i += 2)
        outline.push([round(p[i] ?? 0, 3), round(p[i + 1] ?? 0, 3)]);
      return {
        label: piece.label,
        layer: piece.layer,
        areaMm2: round(piece.areaMm2, 1),
        width: round(piece.width, 3),
        height: round(piece.height, 3),
        holes: piece.holes.length,
        outline,
      };
    }),
    openChains: result.openChains.length,
    warnings: result.warnings.map((warning) => ({
      code: warning.code,
      message: warning.message[lang],
    })),
  };
}

export function formatSummaryText(summary: PiecesSummary, file: string): string {
  const lines = [`${file}: ${summary.pieces.length} pieces, units ${summary.units}`];
  for (const piece of summary.pieces) {
    const size = `${piece.width} × ${piece.height}`;
    const holes = piece.holes > 0 ? `, ${piece.holes} holes` : '';
    lines.push(
      `  ${piece.label ?? '(no label)'}  [${piece.layer}]  ${size}  ${piece.areaMm2} mm²${holes}`,
    );
  }
  if (summary.openChains > 0) lines.push(`  ${summary.openChains} open or ambiguous chains`);
  for (const warning of summary.warnings) lines.push(`  ! ${warning.code}: ${warning.message}`);
  return `${lines.join('\n')}\n`;
}
