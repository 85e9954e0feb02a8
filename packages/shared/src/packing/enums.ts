/**
 * Wooden boxes and kit groups (issue 18, product-spec §3 "Box", §4 "Pack state").
 *
 * A box's length, width and height are its inner size; its outer size adds the type's wall
 * (board) thickness on both sides of each dimension, so it is never entered twice.
 */
export const BOX_TYPES = ['standard', 'fumigated', 'frameCrate'] as const;
export type BoxType = (typeof BOX_TYPES)[number];
export const BOX_WALL_MM: Record<BoxType, number> = {
  standard: 20,
  fumigated: 25,
  frameCrate: 40,
};
export const outerSizeOf = (type: BoxType, inner: { l: number; w: number; h: number }) => {
  const wall = 2 * BOX_WALL_MM[type];
  return { l: inner.l + wall, w: inner.w + wall, h: inner.h + wall };
};

/**
 * empty → packing (a piece is in it) → packed (sealed; an unpack reopens it) → shipped (its box
 * order left the factory: final).
 */
export const BOX_STATES = ['empty', 'packing', 'packed', 'shipped'] as const;
export type BoxState = (typeof BOX_STATES)[number];

/** A kit group's pack state, from its pieces' statuses (product-spec §4). */
export const PACK_STATES = ['toAlign', 'aligning', 'toPack', 'packing', 'packed'] as const;
export type PackState = (typeof PACK_STATES)[number];

export type GroupCounts = {
  pieces: number;
  /** Checked at the kit check and not yet complete: pending complete set, incomplete set. */
  checked: number;
  /** complete set or further (pending packing, packing, packed). */
  complete: number;
  packed: number;
  /** The group was found short (a piece in incomplete set). */
  short: number;
};

export function packStateOf(c: GroupCounts): PackState {
  if (c.pieces > 0 && c.packed === c.pieces) return 'packed';
  if (c.packed > 0) return 'packing';
  if (c.pieces > 0 && c.complete === c.pieces) return 'toPack';
  if (c.checked > 0 || c.complete > 0 || c.short > 0) return 'aligning';
  return 'toAlign';
}

export const PACKING_LIMITS = {
  scansMax: 100,
  scanMax: 80,
  boxesPerCall: 99,
  reasonMax: 200,
  /** Inner sizes of a box, mm. */
  sizeMaxMm: 20_000,
  /** Pieces a group's piece list or a printed packing list shows at most. */
  listPiecesMax: 5_000,
} as const;
