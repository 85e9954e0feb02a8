/**
 * Box (packing) orders, 打包订单 (issue 19, product-spec §3-§5, domain.md step 8): a receiving
 * unit's boxes of one project, not accepted → accepted → shipped, or cancelled.
 */
export const BOX_ORDER_STATES = ['notAccepted', 'accepted', 'shipped', 'cancelled'] as const;
export type BoxOrderState = (typeof BOX_ORDER_STATES)[number];

/**
 * The one allowed-transition table: each call (its own endpoint) and the states it may start
 * from. The server checks every transition here and nothing else decides legality.
 */
export const BOX_ORDER_TRANSITIONS = {
  accept: { to: 'accepted', from: ['notAccepted'] },
  ship: { to: 'shipped', from: ['accepted'] },
  cancel: { to: 'cancelled', from: ['notAccepted', 'accepted'] },
} as const satisfies Record<string, { to: BoxOrderState; from: readonly BoxOrderState[] }>;
export type BoxOrderTransition = keyof typeof BOX_ORDER_TRANSITIONS;

/** Edits (boxes, import) only while the order is not accepted; delete also once cancelled. */
export const BOX_ORDER_EDITABLE: readonly BoxOrderState[] = ['notAccepted'];
export const BOX_ORDER_DELETABLE: readonly BoxOrderState[] = ['notAccepted', 'cancelled'];

export const canTransition = (state: BoxOrderState, t: BoxOrderTransition): boolean =>
  (BOX_ORDER_TRANSITIONS[t].from as readonly BoxOrderState[]).includes(state);

/** State names for messages (the web has its own locale labels). */
export const BOX_ORDER_STATE_NAMES: Record<BoxOrderState, { en: string; zh: string }> = {
  notAccepted: { en: 'not accepted', zh: '未接单' },
  accepted: { en: 'accepted', zh: '已接单' },
  shipped: { en: 'shipped', zh: '已发货' },
  cancelled: { en: 'cancelled', zh: '已取消' },
};

export const BOX_ORDER_IMPORT_MODES = ['keep', 'overwrite'] as const;
export type BoxOrderImportMode = (typeof BOX_ORDER_IMPORT_MODES)[number];

export const BOX_ORDER_LIMITS = {
  /** product-spec §5: at most 99 boxes. */
  boxesMax: 99,
  materialRowsMax: 200,
  boxNoMax: 30,
  textMax: 64,
  addressMax: 200,
  phoneMax: 30,
  sizeMaxMm: 20_000,
  piecesMax: 100_000,
  /** Rows of a packing-list sheet (besides the header). */
  importRowsMax: 2_000,
  importErrorsShown: 100,
} as const;

/** The shape column's words for a flat (rectangular) board, in either language. */
export const FLAT_SHAPES = ['rectangle', 'rect', '矩形', '平板', '规则'] as const;
