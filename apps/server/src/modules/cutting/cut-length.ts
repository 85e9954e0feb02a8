// What a cut slab's record measures from its plan slab's layout (plan_layouts.layout_json).
import type { StoredLayout } from '../planning/planning.tables.ts';

type Placement = { pieceId: string; x: number; y: number; width: number; height: number };
type LayoutJson = Partial<Pick<StoredLayout, 'cuts'>> & { placements?: Placement[] };

/** Total length of overlapping intervals merged: a shared edge is sawn once. */
function mergedLength(intervals: [number, number][]): number {
  intervals.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = [-Infinity, -Infinity];
  for (const [a, b] of intervals) {
    if (a > end) {
      if (end > start) total += end - start;
      [start, end] = [a, b];
    } else end = Math.max(end, b);
  }
  return end > start ? total + end - start : total;
}

/**
 * Layouts planned without stored cuts (free mode): the distinct edge segments of the placed
 * rectangles, each line's overlapping segments merged, so an edge two pieces share counts once.
 */
export function edgeLength(placements: readonly Placement[]): number {
  const lines = new Map<string, [number, number][]>();
  const add = (key: string, a: number, b: number) => {
    const list = lines.get(key) ?? [];
    list.push([a, b]);
    lines.set(key, list);
  };
  for (const p of placements) {
    add(`h${p.y}`, p.x, p.x + p.width);
    add(`h${p.y + p.height}`, p.x, p.x + p.width);
    add(`v${p.x}`, p.y, p.y + p.height);
    add(`v${p.x + p.width}`, p.y, p.y + p.height);
  }
  let total = 0;
  for (const intervals of lines.values()) total += mergedLength(intervals);
  return total;
}

export type LayoutFigures = {
  pieceIds: string[];
  /** Saw length in whole mm: the planner's guillotine cuts, else the merged piece edges. */
  cutLengthMm: number;
  /** Bounding rectangles of the pieces, for the labelled rectangle yield. */
  rectAreaMm2: number;
};

export function layoutFigures(layoutJson: string): LayoutFigures {
  let layout: LayoutJson = {};
  try {
    layout = JSON.parse(layoutJson) as LayoutJson;
  } catch {
    layout = {};
  }
  const placements = Array.isArray(layout.placements) ? layout.placements : [];
  const cuts = Array.isArray(layout.cuts) ? layout.cuts : [];
  const sawn =
    cuts.length > 0 ? cuts.reduce((n, c) => n + Math.max(0, c.length), 0) : edgeLength(placements);
  return {
    pieceIds: placements.map((p) => p.pieceId).filter(Boolean),
    cutLengthMm: Math.round(sawn),
    rectAreaMm2: Math.round(placements.reduce((n, p) => n + p.width * p.height, 0)),
  };
}
