// Late risk first (issue 18): each live project's risk from its summed counters at one clock
// reading, and the sorted list the pages are cut from.
import { compareLateRisk, lateRiskOf, type LateRisk } from '@stone/shared/production/control';
import type { LiveTotalsRow } from './production-control.repository.ts';

export type RankedProject = LateRisk & {
  id: string;
  createdAt: string;
  deliveryAt: string | null;
  pieces: number;
  cut: number;
  secondary: number;
  boxed: number;
};

/** The list a page is cut from, and the clock its risks were read at. */
export type Ranking = { ranked: RankedProject[]; atMs: number };

export function rankOne(t: LiveTotalsRow, nowMs: number): RankedProject {
  const figures = {
    pieces: Number(t.pieces),
    cut: Number(t.cut),
    secondary: Number(t.secondary),
    boxed: Number(t.boxed),
  };
  const risk = lateRiskOf(
    { createdAt: t.created_at, deliveryAt: t.delivery_at, ...figures },
    nowMs,
  );
  return { id: t.id, createdAt: t.created_at, deliveryAt: t.delivery_at, ...figures, ...risk };
}

export const rankAll = (rows: readonly LiveTotalsRow[], nowMs: number): RankedProject[] =>
  rows.map((r) => rankOne(r, nowMs)).sort(compareLateRisk);

/** `ranked` with the given projects taken out and their new rows put in place (kept sorted). */
export function rerank(
  ranked: readonly RankedProject[],
  removed: ReadonlySet<string>,
  added: readonly RankedProject[],
): RankedProject[] {
  const next = ranked.filter((r) => !removed.has(r.id));
  for (const row of added) {
    let lo = 0;
    let hi = next.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareLateRisk(next[mid]!, row) < 0) lo = mid + 1;
      else hi = mid;
    }
    next.splice(lo, 0, row);
  }
  return next;
}
