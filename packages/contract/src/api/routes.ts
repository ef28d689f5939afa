// The API route map of spec 7: every path once per method, under /api, with its schemas.
// The API registers from it and generates OpenAPI from it; the web client builds URLs from it.
import { leadRoutes } from './lead-routes.ts';
import { lookupRoutes } from './lookup-routes.ts';
import { offerStepRoutes } from './offer-step-routes.ts';
import { trackingRoutes } from './tracking-routes.ts';
import { vitalsRoutes } from './vitals-routes.ts';
import type { ApiRoute } from './route-types.ts';

export type { ApiRoute, HttpMethod } from './route-types.ts';

export const apiRoutes = {
  ...leadRoutes,
  ...offerStepRoutes,
  ...lookupRoutes,
  ...trackingRoutes,
  ...vitalsRoutes,
};
export type ApiRouteName = keyof typeof apiRoutes;

export const apiRouteList: readonly (ApiRoute & { name: ApiRouteName })[] = Object.entries(
  apiRoutes,
).map(([name, route]) => ({ ...route, name: name as ApiRouteName }));

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
