/**
 * `compute` remembered per key for the process's life, at most `max` keys (all forgotten at
 * once past it): for values of a pure function asked again and again with the same few keys,
 * as a request's token or its Accept-Encoding header.
 */
export function boundedMemo<V>(max: number, compute: (key: string) => V): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    if (known.size >= max) known.clear();
    const value = compute(key);
    known.set(key, value);
    return value;
  };
}
