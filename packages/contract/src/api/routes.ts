// The API route map of spec 7: every path once per method, under /api, with its schemas.
// The API registers from it and generates OpenAPI from it; the web client builds URLs from it.
import { botCheckRoutes } from './bot-check.ts';
import { journeyRoutes } from './journey-routes.ts';
import { leadRoutes } from './lead-routes.ts';
import { lookupRoutes } from './lookup-routes.ts';
import { offerStepRoutes } from './offer-step-routes.ts';
import { operatorRoutes } from './operator-routes.ts';
import { trackingRoutes } from './tracking-routes.ts';
import { vitalsRoutes } from './vitals-routes.ts';
import type { ApiRoute } from './route-types.ts';

export type { ApiRoute, HttpMethod } from './route-types.ts';
// In a module of its own: a client that builds one path must not bring every route's schemas.
export { buildApiPath } from './build-path.ts';

export const apiRoutes = {
  ...leadRoutes,
  ...offerStepRoutes,
  ...lookupRoutes,
  ...botCheckRoutes,
  ...trackingRoutes,
  ...vitalsRoutes,
  ...journeyRoutes,
  ...operatorRoutes,
};
export type ApiRouteName = keyof typeof apiRoutes;

export const apiRouteList: readonly (ApiRoute & { name: ApiRouteName })[] = Object.entries(
  apiRoutes,
).map(([name, route]) => ({ ...route, name: name as ApiRouteName }));
