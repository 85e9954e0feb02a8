// A run's clock. The constructions and the search ask it between small steps (one piece, one
// slab), not only between search iterations: a single construction on a huge plane can take
// minutes, and a budget or a cancel must be noticed within one step of it.
export type Clock = {
  expired(): boolean;
  /** Milliseconds until it expires (Infinity without a deadline), for pacing a long build. */
  left(): number;
};

/** Expires at `at` (performance.now() time) or as soon as `stop` says so. */
export const clockUntil = (at: number, stop?: () => boolean): Clock => ({
  expired: () => performance.now() >= at || (stop?.() ?? false),
  left: () => at - performance.now(),
});

/** For callers with no deadline (the search's own probes, tests). */
export const NO_CLOCK: Clock = { expired: () => false, left: () => Infinity };
