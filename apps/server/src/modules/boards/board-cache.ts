// Board figures per enterprise, computed once per change (issue 20): 200 TVs reading the same
// board after an event share one computation. Any live event of the enterprise (every floor
// write publishes one after its commit, on every instance through NOTIFY) makes its figures
// stale; a read of stale figures gets the next computation, which starts no sooner than
// BOARD_MIN_INTERVAL_MS after the last one began, so a busy floor (events every few hundred ms)
// costs each board at most one computation a second, and a read after an event still gets
// figures computed after it (within the interval plus one computation, < 2 s). Figures are
// never older than BOARD_MAX_AGE_MS, for writes that publish nothing.
import type { EventBus } from '../../events/event-bus.ts';

export const BOARD_MAX_AGE_MS = 2_000;
export const BOARD_MIN_INTERVAL_MS = 1_000;

type Entry = { startedAt: number; value: Promise<unknown>; stale: boolean };
type OrgEntry = { boards: Map<string, Entry>; unsubscribe: () => void };

export type BoardCache = ReturnType<typeof createBoardCache>;

export function createBoardCache(events: EventBus) {
  const orgs = new Map<string, OrgEntry>();
  const orgEntry = (orgId: string) => {
    let org = orgs.get(orgId);
    if (!org) {
      const boards = new Map<string, Entry>();
      const unsubscribe = events.subscribe(orgId, () => {
        // A computation still waiting for its turn will read the change anyway.
        const now = Date.now();
        for (const entry of boards.values()) if (entry.startedAt <= now) entry.stale = true;
      });
      org = { boards, unsubscribe };
      orgs.set(orgId, org);
    }
    return org;
  };
  return {
    /** The board's figures: shared while current, computed again after a change. */
    read<T>(orgId: string, board: string, compute: () => Promise<T>): Promise<T> {
      const { boards } = orgEntry(orgId);
      const last = boards.get(board);
      const now = Date.now();
      if (last && !last.stale && now - last.startedAt < BOARD_MAX_AGE_MS)
        return last.value as Promise<T>;
      const wait = last ? Math.max(0, last.startedAt + BOARD_MIN_INTERVAL_MS - now) : 0;
      const entry: Entry = {
        startedAt: now + wait,
        value: (wait > 0 ? new Promise((r) => setTimeout(r, wait)) : Promise.resolve()).then(
          compute,
        ),
        stale: false,
      };
      boards.set(board, entry);
      // A failed read is not kept: the next caller tries again.
      entry.value.catch(() => {
        if (boards.get(board) === entry) boards.delete(board);
      });
      return entry.value as Promise<T>;
    },
    clear() {
      for (const org of orgs.values()) org.unsubscribe();
      orgs.clear();
    },
  };
}
