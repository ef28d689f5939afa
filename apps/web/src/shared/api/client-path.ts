// The contract's route map names every path with its /api prefix; the API client adds that
// prefix itself, so the paths it is given start below it.
import { buildApiPath, type ApiRoute } from '@finceptiv/contract/api/routes';
import { apiBase } from './client';

export function clientPath(
  route: Pick<ApiRoute, 'path'>,
  params?: Readonly<Record<string, string>>,
  query?: Readonly<Record<string, string | undefined>>,
): string {
  return buildApiPath(route.path, params, query).slice(apiBase.length);
}
