/** Iron frames (issue 18): the four stages a frame goes through, each not started → complete. */
export const FRAME_STAGES = ['cutting', 'reinforcement', 'secondary', 'boxing'] as const;
export type FrameStage = (typeof FRAME_STAGES)[number];
export const FRAME_STAGE_STATES = ['notStarted', 'inProgress', 'complete'] as const;
export type FrameStageState = (typeof FRAME_STAGE_STATES)[number];
export type FrameStatus = Record<FrameStage, FrameStageState>;

/** What the circulation record keeps: every change of a frame's pieces, place or stage. */
export const FRAME_ACTIONS = [
  'create',
  'bind',
  'unbind',
  'move',
  'stage',
  'return',
  'restore',
  'release',
] as const;
export type FrameAction = (typeof FRAME_ACTIONS)[number];

/** Circulation list filter: in circulation (holding pieces), idle (empty) or returned. */
export const FRAME_CIRCULATION = ['inCirculation', 'idle', 'returned'] as const;
export type FrameCirculation = (typeof FRAME_CIRCULATION)[number];

export const FRAME_LIMITS = {
  batchMax: 200,
  classNoMax: 32,
  locationMax: 64,
  scanMax: 80,
  /** Pieces bound in one call. */
  bindMax: 200,
  keywordMax: 40,
} as const;

export const NEW_FRAME_STATUS: FrameStatus = {
  cutting: 'notStarted',
  reinforcement: 'notStarted',
  secondary: 'notStarted',
  boxing: 'notStarted',
};

/**
 * A frame arriving at a process of `stage` has finished the earlier stages and is in this one;
 * the later ones keep what they were (a frame sent back keeps its history).
 */
export function statusAtStage(status: FrameStatus, stage: FrameStage): FrameStatus {
  const at = FRAME_STAGES.indexOf(stage);
  const next = { ...status };
  FRAME_STAGES.forEach((s, i) => {
    if (i < at) next[s] = 'complete';
    if (i === at && next[s] !== 'complete') next[s] = 'inProgress';
  });
  return next;
}

/** The frame stage of a process (contract): cutting; bonding secondary → reinforcement; etc. */
export function frameStageOfProcess(p: { stage: string; bonding: boolean }): FrameStage {
  if (p.stage === 'cutting') return 'cutting';
  if (p.stage === 'kitCheck' || p.stage === 'packing') return 'boxing';
  return p.bonding ? 'reinforcement' : 'secondary';
}
