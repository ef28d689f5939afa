import { baseUrl } from './build-env';

/** The address below the app's base path ('/application-frontend/personal-details' -> '/personal-details'). */
export function appPath(pathname: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}
