import { isDxfError, readDxf } from '../src/index.ts';

const round = (value: number, step: number) => Math.round(value / step) * step;
const tidy = (value: number, step: number) => Number(round(value, step).toFixed(6));

/** What a caller would notice about a file, in a form worth storing and reviewing. */
export function goldenSummary(bytes: Uint8Array) {
  try {
    const result = readDxf(bytes);
    return {
      units: result.units,
      version: result.stats.version,
      isBinary: result.stats.isBinary,
      encoding: result.stats.encoding,
      pieces: result.pieces.map((piece) => ({
        label: piece.label,
        layer: piece.layer,
        areaMm2: tidy(piece.areaMm2, 0.1),
        width: tidy(piece.width, 0.01),
        height: tidy(piece.height, 0.01),
        holes: piece.holes.length,
        material: piece.material,
        thickness: piece.thickness,
      })),
      openChains: result.openChains.filter((chain) => chain.kind === 'open').length,
      ambiguousChains: result.openChains.filter((chain) => chain.kind === 'ambiguous').length,
      warnings: [...new Set(result.warnings.map((warning) => warning.code))].sort(),
      textCount: result.texts.length,
      firstTexts: result.texts.flatMap((text) => text.lines).slice(0, 5),
    };
  } catch (error) {
    if (isDxfError(error)) return { error: error.code };
    throw error;
  }
}
