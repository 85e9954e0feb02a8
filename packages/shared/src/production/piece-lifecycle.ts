/**
 * The piece life cycle (issue 17, product-spec §4, docs/adr/0017): the 14 statuses of an
 * engineering piece and the events that move it. The server applies events and nothing else
 * writes a piece's status, so a piece is only ever in a state this table can reach.
 */
export const PIECE_LIFECYCLE = [
  'pendingPickup',
  'pendingCut',
  'cutting',
  'cut',
  'pendingBinding',
  'pendingProcessing',
  'processing',
  'processed',
  'pendingCompleteSet',
  'incompleteSet',
  'completeSet',
  'pendingPacking',
  'packing',
  'packed',
  // Issue 19: its box left on a shipped box order.
  'shipped',
] as const;
export type PieceState = (typeof PIECE_LIFECYCLE)[number];

/**
 * What happens to a piece, grouped by who drives it: material flows (pick, unpick, load, cut),
 * frames (await binding, bind, unbind), work reports (assign, start, finish), kit checks (await,
 * short, complete), packing (queue, start, pack, unpack) and box orders (ship).
 * Each event has one target state; `PIECE_EVENTS[e].from` lists where it may start.
 */
export const PIECE_EVENTS = {
  pick: { to: 'pendingCut', from: ['pendingPickup'] },
  unpick: { to: 'pendingPickup', from: ['pendingCut'] },
  load: { to: 'cutting', from: ['pendingPickup', 'pendingCut'] },
  // Picking and loading did not move pieces before issue 17: a cut may find them still waiting.
  cut: { to: 'cut', from: ['pendingPickup', 'pendingCut', 'cutting'] },
  // A cut piece waits for a frame when its plane goes to a workshop that moves pieces on frames
  // (a production plan's task); binding it to a frame makes it ready to process (issue 18).
  awaitBinding: { to: 'pendingBinding', from: ['cut'] },
  bind: { to: 'pendingProcessing', from: ['cut', 'pendingBinding'] },
  // A binding scanned by mistake is taken back while nothing has been reported.
  unbind: { to: 'cut', from: ['pendingProcessing'] },
  assignProcessing: { to: 'pendingProcessing', from: ['cut', 'pendingBinding', 'incompleteSet'] },
  startProcessing: { to: 'processing', from: ['cut', 'pendingBinding', 'pendingProcessing'] },
  finishProcessing: { to: 'processed', from: ['processing'] },
  // A lead's undo of a work report takes the piece back one step (work-reports.service.ts).
  reopenProcessing: { to: 'processing', from: ['processed'] },
  unstartProcessing: { to: 'cut', from: ['processing'] },
  // Kit check (齐套): a piece whose route needs no second processing joins a set straight from
  // the saw or its frame; the packing module decides readiness, the machine only legality.
  awaitSet: {
    to: 'pendingCompleteSet',
    from: ['cut', 'pendingBinding', 'pendingProcessing', 'processed', 'incompleteSet'],
  },
  setShort: {
    to: 'incompleteSet',
    from: ['cut', 'pendingBinding', 'pendingProcessing', 'processed', 'pendingCompleteSet'],
  },
  setComplete: {
    to: 'completeSet',
    from: [
      'cut',
      'pendingBinding',
      'pendingProcessing',
      'processed',
      'pendingCompleteSet',
      'incompleteSet',
    ],
  },
  queuePacking: { to: 'pendingPacking', from: ['completeSet'] },
  startPacking: { to: 'packing', from: ['pendingPacking'] },
  pack: { to: 'packed', from: ['completeSet', 'pendingPacking', 'packing'] },
  // A piece taken out of a box it was packed into by mistake (a lead's unpack) is ready again.
  unpack: { to: 'completeSet', from: ['packing', 'packed'] },
  // Shipping a box order (issue 19) ships its sealed wooden boxes' pieces; nothing comes back.
  ship: { to: 'shipped', from: ['packed'] },
} as const satisfies Record<string, { to: PieceState; from: readonly PieceState[] }>;
export type PieceEvent = keyof typeof PIECE_EVENTS;
export const PIECE_EVENT_NAMES = Object.keys(PIECE_EVENTS) as PieceEvent[];

/** The state `event` moves a piece in `state` to, or null when the move is illegal. */
export function nextPieceState(state: PieceState, event: PieceEvent): PieceState | null {
  const rule: { to: PieceState; from: readonly PieceState[] } = PIECE_EVENTS[event];
  return rule.from.includes(state) ? rule.to : null;
}

export const isPieceState = (value: string): value is PieceState =>
  (PIECE_LIFECYCLE as readonly string[]).includes(value);

const rank = (s: PieceState) => PIECE_LIFECYCLE.indexOf(s);

/**
 * Plane counters follow from statuses (product-spec §4): cut counts every piece from `cut` on;
 * secondary counts pieces past second processing (a piece that needs none passes it when it
 * joins a set or packing); boxed counts packed pieces (and shipped ones, which left in a box).
 */
export const isCut = (s: PieceState) => rank(s) >= rank('cut');
export const isPastSecondary = (s: PieceState) => rank(s) >= rank('processed');
export const isBoxed = (s: PieceState) => rank(s) >= rank('packed');
/** A piece has entered production once it is on a saw's table. */
export const isStarted = (s: PieceState) => rank(s) >= rank('cutting');

/** Status names for messages (the web has its own locale labels). */
export const PIECE_STATE_NAMES: Record<PieceState, { en: string; zh: string }> = {
  pendingPickup: { en: 'pending pickup', zh: '待领料' },
  pendingCut: { en: 'pending cut', zh: '待切割' },
  cutting: { en: 'cutting', zh: '切割中' },
  cut: { en: 'cut', zh: '已切割' },
  pendingProcessing: { en: 'pending processing', zh: '待加工' },
  processing: { en: 'processing', zh: '加工中' },
  processed: { en: 'processed', zh: '已加工' },
  pendingCompleteSet: { en: 'pending complete set', zh: '待齐套' },
  incompleteSet: { en: 'incomplete set', zh: '未齐套' },
  completeSet: { en: 'complete set', zh: '已齐套' },
  pendingBinding: { en: 'pending binding', zh: '待绑定' },
  pendingPacking: { en: 'pending packing', zh: '待装箱' },
  packing: { en: 'packing', zh: '装箱中' },
  packed: { en: 'packed', zh: '已装箱' },
  shipped: { en: 'shipped', zh: '已发货' },
};

export type ProjectProgress = 'notStarted' | 'inProduction' | 'completed';

/** A project's production state from its pieces: started ones, and packed ones of all. */
export function projectProgressOf(c: { pieces: number; started: number; packed: number }) {
  if (c.pieces > 0 && c.packed === c.pieces) return 'completed' as const;
  return c.started > 0 ? ('inProduction' as const) : ('notStarted' as const);
}
