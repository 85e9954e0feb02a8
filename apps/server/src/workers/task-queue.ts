/**
 * At most `limit` tasks run at once; the rest wait. Planning and DXF reads are CPU-bound worker
 * threads, so more of them than cores would only slow every one down.
 *
 * Tasks without a group (DXF reads) start in arrival order. Tasks with a group (planning: the
 * enterprise) are shared fairly, issue 22:
 * - a free slot goes to the group with the fewest tasks running, then to the one that started a
 *   task longest ago (round-robin), then to that group's oldest task;
 * - one group holds at most `limit − 1` slots (at least one), so with two or more slots another
 *   enterprise always finds one;
 * - `smallSlots` extra slots take only tasks marked small, so a 10-piece plan never waits behind
 *   a huge one (a small task takes an ordinary slot first when one is free).
 */
export type TaskQueue = {
  run<T>(task: () => Promise<T>, options?: TaskOptions): Promise<T>;
  /** Drops a task that has not started yet; false if it already runs (or never queued). */
  cancelQueued(task: () => Promise<unknown>): boolean;
  readonly running: number;
  readonly waiting: number;
};

export type TaskOptions = { group?: string; small?: boolean };

type Lane = 'main' | 'small';

type Waiting = {
  task: () => Promise<unknown>;
  group: string | null;
  small: boolean;
  start: (lane: Lane) => void;
  drop: () => void;
};

export class QueuedTaskCancelled extends Error {
  constructor() {
    super('queued task cancelled');
    this.name = 'QueuedTaskCancelled';
  }
}

export function createTaskQueue(limit: number, lanes: { smallSlots?: number } = {}): TaskQueue {
  const capacity: Record<Lane, number> = { main: limit, small: lanes.smallSlots ?? 0 };
  const busy: Record<Lane, number> = { main: 0, small: 0 };
  const groupCap = Math.max(1, limit - 1);
  const runningOf = new Map<string, number>();
  const mainOf = new Map<string, number>();
  const lastStartOf = new Map<string, number>();
  let starts = 0;
  const waiting: Waiting[] = [];
  const count = (map: Map<string, number>, group: string | null) =>
    group === null ? 0 : (map.get(group) ?? 0);
  const bump = (map: Map<string, number>, group: string | null, by: number) => {
    if (group !== null) map.set(group, count(map, group) + by);
  };

  /** Fewest running, then least recently started, then oldest; -1 if none may start here. */
  const pick = (lane: Lane): number => {
    let best = -1;
    let bestKey: [number, number] = [Infinity, Infinity];
    waiting.forEach((w, i) => {
      if (lane === 'small' && !w.small) return;
      if (lane === 'main' && w.group !== null && count(mainOf, w.group) >= groupCap) return;
      const key: [number, number] = [
        count(runningOf, w.group),
        w.group === null ? -1 : (lastStartOf.get(w.group) ?? -1),
      ];
      if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
        best = i;
        bestKey = key;
      }
    });
    return best;
  };
  const startOne = (lane: Lane): boolean => {
    if (busy[lane] >= capacity[lane]) return false;
    const i = pick(lane);
    if (i < 0) return false;
    const [next] = waiting.splice(i, 1);
    next?.start(lane);
    return true;
  };
  const next = () => {
    while (startOne('main') || startOne('small'));
  };
  return {
    run<T>(task: () => Promise<T>, options: TaskOptions = {}): Promise<T> {
      const group = options.group ?? null;
      return new Promise<T>((resolve, reject) => {
        const start = (lane: Lane) => {
          busy[lane] += 1;
          bump(runningOf, group, 1);
          if (lane === 'main') bump(mainOf, group, 1);
          if (group !== null) lastStartOf.set(group, ++starts);
          // A task that throws before returning its promise still frees its slot.
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              busy[lane] -= 1;
              bump(runningOf, group, -1);
              if (lane === 'main') bump(mainOf, group, -1);
              next();
            });
        };
        const drop = () => reject(new QueuedTaskCancelled());
        waiting.push({ task, group, small: options.small ?? false, start, drop });
        next();
      });
    },
    cancelQueued(task) {
      const i = waiting.findIndex((w) => w.task === task);
      if (i < 0) return false;
      const [dropped] = waiting.splice(i, 1);
      dropped?.drop();
      return true;
    },
    get running() {
      return busy.main + busy.small;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
