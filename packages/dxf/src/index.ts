export { readDxf } from './read-dxf.ts';
export { renderSvg } from './render-svg.ts';
export type { RenderSvgOptions } from './render-svg.ts';
export { DxfError, isDxfError } from './errors.ts';
export type { DxfErrorCode, DxfWarning } from './errors.ts';
export { DXF_MESSAGES, formatDxfMessage } from './messages.ts';
export type { DxfMessageCode, Lang } from './messages.ts';
export { DEFAULT_OPTIONS } from './options.ts';
export type { ReadDxfOptions } from './options.ts';
export { LENGTH_UNITS, isLengthUnit } from './units.ts';
export type { DeclaredUnits, LengthUnit } from './units.ts';
export type {
  Bounds,
  BulgePath,
  Contour,
  DrawingText,
  OpenChain,
  Piece,
  ReadDxfResult,
} from './types.ts';
export { GUESSABLE_UNITS, guessUnits } from './unit-guess.ts';
export type { GuessableUnit } from './unit-guess.ts';
export { splitPieceLabel } from './build/label-text.ts';
export type { PieceCodeAndName } from './build/label-text.ts';
