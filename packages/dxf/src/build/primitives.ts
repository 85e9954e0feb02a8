import type { BulgePath } from '../geometry/bulge-path.ts';
import type { TextKind } from '../parse/raw-entities.ts';

/** What block expansion yields, in world millimetres. */
export type WorldPath = { path: BulgePath; isClosed: boolean; layer: string };

export type WorldText = {
  kind: TextKind;
  value: string;
  x: number;
  y: number;
  tag: string | null;
  layer: string;
};

export type Primitives = {
  closed: WorldPath[];
  open: WorldPath[];
  texts: WorldText[];
  expandedEntities: number;
  missingBlocks: Set<string>;
};
