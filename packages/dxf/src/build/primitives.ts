import type { PathPool } from './path-pool.ts';
import type { BulgePath } from '../geometry/bulge-path.ts';
import type { DrawingText } from '../types.ts';

/** What block expansion yields, in world millimetres. */
export type WorldPath = { path: BulgePath; isClosed: boolean; layer: string };

export type Primitives = {
  /** Closed paths, end to end in one buffer: no array or wrapper object per outline. */
  closed: PathPool;
  open: WorldPath[];
  /** Already in their final form: one object per text for the whole read. */
  texts: DrawingText[];
  expandedEntities: number;
  missingBlocks: Set<string>;
};
