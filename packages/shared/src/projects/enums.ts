import { PIECE_LIFECYCLE, type PieceState } from '../production/piece-lifecycle.ts';

/** Project states of issue 12, one list each: web tags, filters and selects read them. */
export const PROJECT_TYPES = ['engineering', 'precision'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const REVIEW_STATES = ['pending', 'reviewed', 'done'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const PRODUCTION_STATES = ['notStarted', 'inProduction', 'completed'] as const;
export type ProductionState = (typeof PRODUCTION_STATES)[number];

/** The project list's tabs (product-spec §4): all, or one production state. */
export const PROJECT_TABS = ['all', ...PRODUCTION_STATES] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export const PLANNING_STATES = ['toPlan', 'planning', 'planned'] as const;
export type PlanningState = (typeof PLANNING_STATES)[number];

export const CAD_UPLOAD_STATUSES = ['reading', 'read', 'failed'] as const;
export type CadUploadStatus = (typeof CAD_UPLOAD_STATUSES)[number];

/** Engineering slab statuses of product-spec §4: the piece life cycle's (production/). */
export const PIECE_STATUSES = PIECE_LIFECYCLE;
export type PieceStatus = PieceState;

export const PACKING_LIST_STATES = ['none', 'complete'] as const;
export type PackingListState = (typeof PACKING_LIST_STATES)[number];

export const PLANNER_MODES = ['guillotine', 'free'] as const;
export const PACKING_GROUP_BY = ['plane', 'process'] as const;

/** Review moves one step forward: pending → reviewed → done. */
export const NEXT_REVIEW_STATE: Record<ReviewState, ReviewState | null> = {
  pending: 'reviewed',
  reviewed: 'done',
  done: null,
};

export const PROJECT_LIMITS = {
  /** product-spec §5/§9. */
  nameMax: 64,
  orderNoMax: 64,
  customerMax: 64,
  planeNameMax: 64,
  batchMax: 32,
  planesMax: 50,
  /** One DXF upload; the reader is streamed in a worker, so this bounds memory, not time. */
  dxfMaxBytes: 60 * 1024 * 1024,
  /**
   * Pieces per plane: what one plan may take (planning's `maxPiecesPerPlan`, where the figure is
   * argued), since a plane is planned whole; refused when the drawing is read. Per project: bounds the one transaction that stores them, which on the
   * embedded SQLite holds every other database call while it writes (docs/benchmarks.md).
   */
  piecesPerPlaneMax: 20_000,
  piecesPerProjectMax: 100_000,
  slabSizesMax: 20,
  processesMax: 30,
  /** Figures of the home screen cover this many days (product-spec §9 dashboard). */
  summaryDays: 30,
} as const;
