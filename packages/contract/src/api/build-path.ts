// Filling a route's path, apart from the route map (routes.ts): the web client builds paths with
// it on every call, and importing the map would bring every route's schemas into its bundle.

/**
 * '/api/lead/status/:id' + { id: 'a b' } -> '/api/lead/status/a%20b'. Throws on a missing
 * parameter: that is a programming error, not user input.
 */
export function buildApiPath(
  path: string,
  params: Readonly<Record<string, string>> = {},
  query?: Readonly<Record<string, string | undefined>>,
): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
  const entries = Object.entries(query ?? {}).filter(
    (e): e is [string, string] => e[1] !== undefined,
  );
  return entries.length ? `${filled}?${new URLSearchParams(entries).toString()}` : filled;
}
