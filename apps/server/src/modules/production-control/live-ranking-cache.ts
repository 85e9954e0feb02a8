// The ranking production control pages through (issue 18: p99 < 100 ms at 1,000 live projects
// × 20 planes with callers at once). Summing 20,000 plane counters and ranking 1,000 projects is
// most of a call, and every open control screen asks again after each burst of shop-floor
// events, so each app keeps the last ranking per enterprise and corrects it instead:
// - a `pieceProgress` event (published after the commit, on every instance on PostgreSQL)
//   marks its project stale; the next call re-sums that project alone and moves it in place;
// - anything that sends no event (a new, archived or re-dated project, a plane added) shows
//   within MAX_AGE_MS, when the whole sum is taken and ranked again (the risks' clock too).
// A keyword search sums and ranks only its matches and is never kept.
import { PIECE_PROGRESS_EVENT, type PieceProgressData } from '@stone/shared/production/live-events';
import type { EventBus } from '../../events/event-bus.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { liveProjectTotals } from './production-control.repository.ts';
import { rankAll, rankOne, rerank, type Ranking } from './project-ranking.ts';

export const MAX_AGE_MS = 2_000;

type OrgEntry = {
  ranking: Ranking;
  /** Projects an event named since the sum was read. */
  stale: Set<string>;
  /** The read or correction under way: callers wait for it instead of seeing half a list. */
  pending: Promise<void>;
  unsubscribe: () => void;
};

export type LiveRankingCache = {
  ranking(org: OrgScope, nowMs: number): Promise<Ranking>;
  clear(): void;
};

export function createLiveRankingCache(events: EventBus): LiveRankingCache {
  const entries = new Map<string, OrgEntry>();

  const watch = (orgId: string) =>
    events.subscribe(orgId, (event) => {
      if (event.type !== PIECE_PROGRESS_EVENT) return;
      const data = event.data as Partial<PieceProgressData> | null;
      const entry = entries.get(orgId);
      if (entry && typeof data?.projectId === 'string') entry.stale.add(data.projectId);
    });

  /** The whole sum again. Events arriving meanwhile stay marked: they may postdate the read. */
  const refreshAll = (org: OrgScope, nowMs: number, old: OrgEntry | undefined) => {
    const entry: OrgEntry = {
      ranking: { ranked: [], atMs: nowMs },
      stale: new Set(),
      pending: Promise.resolve(),
      unsubscribe: old?.unsubscribe ?? watch(org.orgId),
    };
    entry.pending = liveProjectTotals(org, {}).then((rows) => {
      entry.ranking = { ranked: rankAll(rows, nowMs), atMs: nowMs };
    });
    entries.set(org.orgId, entry);
    // A failed read is not kept: the next call reads again.
    entry.pending.catch(() => {
      if (entries.get(org.orgId) !== entry) return;
      entries.delete(org.orgId);
      entry.unsubscribe();
    });
    return entry;
  };

  /** Re-sums the projects events named; one that is no longer live leaves the list. */
  const correct = (org: OrgScope, entry: OrgEntry) => {
    const ids = new Set(entry.stale);
    entry.stale.clear();
    const corrected = entry.pending.then(async () => {
      const rows = await liveProjectTotals(org, { projectIds: [...ids] });
      const { ranked, atMs } = entry.ranking;
      const added = rows.map((r) => rankOne(r, atMs));
      entry.ranking = { ranked: rerank(ranked, ids, added), atMs };
    });
    // A failed correction leaves its projects marked for the next call, not a broken entry.
    entry.pending = corrected.catch(() => {
      for (const id of ids) entry.stale.add(id);
    });
    return corrected;
  };

  return {
    async ranking(org, nowMs) {
      let entry = entries.get(org.orgId);
      if (!entry || nowMs - entry.ranking.atMs >= MAX_AGE_MS) entry = refreshAll(org, nowMs, entry);
      else if (entry.stale.size > 0) await correct(org, entry);
      await entry.pending;
      return entry.ranking;
    },
    clear() {
      for (const entry of entries.values()) entry.unsubscribe();
      entries.clear();
    },
  };
}
