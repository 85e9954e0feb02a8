import type { BulgePath } from '../geometry/bulge-path.ts';
import type { DrawingText } from '../types.ts';

/** What block expansion yields, in world millimetres. */
export type WorldPath = { path: BulgePath; isClosed: boolean; layer: string };

export type Primitives = {
  /** Closed paths and their layers side by side: no wrapper object per outline. */
  closedPaths: BulgePath[];
  closedLayers: string[];
  open: WorldPath[];
  /** Already in their final form: one object per text for the whole read. */
  texts: DrawingText[];
  expandedEntities: number;
  missingBlocks: Set<string>;
};
