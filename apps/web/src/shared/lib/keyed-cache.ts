// Some values cost far more to build than to look up (an Intl formatter, the answer of a route
// pattern match) and are asked for on every render: each is built once per key and kept. The
// keys come from the app (locales, the paths of one page life), so the cache stays small.

/** A lookup that builds a key's value on its first request and hands out the same one after. */
export function keyedCache<V>(): (key: string, build: () => V) => V {
  const kept = new Map<string, V>();
  return (key, build) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = build();
    kept.set(key, value);
    return value;
  };
}
