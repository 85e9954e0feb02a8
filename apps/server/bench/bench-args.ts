/**
 * `--name value` flags of a bench script, with defaults (the full-size figures); `--small` (a
 * quick proof, nothing written to docs/benchmarks.md) and `--keep` (keep the seeded databases
 * for the next run, list-bench.ts) are switches.
 */
export function benchArgs<T extends Record<string, number>>(
  defaults: T,
): T & { small: boolean; keep: boolean } {
  const argv = process.argv.slice(2);
  const out: Record<string, number> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const i = argv.indexOf(`--${key}`);
    if (i >= 0) out[key] = Number(argv[i + 1]);
  }
  return { ...(out as T), small: argv.includes('--small'), keep: argv.includes('--keep') };
}

export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
