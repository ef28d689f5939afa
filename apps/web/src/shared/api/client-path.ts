// The contract's route map names every path with the API's own /api prefix; the API client
// puts its base in front (/api, or this environment's PUBLIC_API_BASE: ADR 0034), so the paths
// it is given start below the prefix.
import { defaultApiBase as routePrefix } from '@finceptiv/contract/api/api-base';
import { buildApiPath } from '@finceptiv/contract/api/build-path';
import type { ApiRoute } from '@finceptiv/contract/api/route-types';

export function clientPath(
  route: Pick<ApiRoute, 'path'>,
  params?: Readonly<Record<string, string>>,
  query?: Readonly<Record<string, string | undefined>>,
): string {
  return buildApiPath(route.path, params, query).slice(routePrefix.length);
}
