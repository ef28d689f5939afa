// The address of each v3 dynamic form (spec 2): `/form/<path>` below the app's base path, so
// that back, forward, reload, page views and deep links work. The first form (initial-details)
// is the landing page and lives at the index.
import { formPaths, initialFormPath, type FormPath } from './entities/form-paths';
import { applicationRoutes } from './step-routes';

/** React Router pattern of a form's address. */
export const formRoutePattern = '/form/:formPath';

const prefix = '/form/';
const known: ReadonlySet<string> = new Set(formPaths);

export function isFormPath(path: string): path is FormPath {
  return known.has(path);
}

/** The address of a form: the index for initial-details, `/form/<path>` for the others. */
export function formRoute(formPath: string): string {
  return formPath === initialFormPath ? applicationRoutes.index : `${prefix}${formPath}`;
}

/**
 * The form an address names: initial-details for the index, the path of `/form/<path>` when it
 * is a known form path, otherwise undefined (the address is not a form's).
 */
export function formPathForRoute(pathname: string): FormPath | undefined {
  if (pathname === applicationRoutes.index) return initialFormPath;
  if (!pathname.startsWith(prefix)) return undefined;
  const path = pathname.slice(prefix.length);
  return isFormPath(path) ? path : undefined;
}
