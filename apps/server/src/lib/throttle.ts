/**
 * Fixed-window counters kept in memory: enough for one server process. A restart forgets them,
 * which only ever loosens a limit briefly (docs/adr/0004).
 */
export class WindowCounter {
  private readonly hits = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly max: number,
  ) {}

  isBlocked(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    return !!entry && now - entry.start < this.windowMs && entry.count >= this.max;
  }

  hit(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (!entry || now - entry.start >= this.windowMs) this.hits.set(key, { start: now, count: 1 });
    else entry.count += 1;
    if (this.hits.size > 100_000) this.sweep(now);
  }

  /** Gives back one hit taken by `reserveAll` for an attempt that turned out not to count. */
  unhit(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (entry && now - entry.start < this.windowMs && entry.count > 0) entry.count -= 1;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits)
      if (now - entry.start >= this.windowMs) this.hits.delete(key);
  }
}

/**
 * Checks every counter and takes a hit on each, or on none when one is full. It runs without an
 * await, so concurrent requests can't all pass the check before any of them counts: the attempt
 * is counted before the (async) work it guards, and given back with `unhit` if it must not count.
 */
export function reserveAll(
  entries: readonly (readonly [WindowCounter, string])[],
  now = Date.now(),
): boolean {
  if (entries.some(([counter, key]) => counter.isBlocked(key, now))) return false;
  for (const [counter, key] of entries) counter.hit(key, now);
  return true;
}
