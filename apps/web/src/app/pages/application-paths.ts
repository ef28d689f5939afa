import { matchPath } from 'react-router';
import { formPathForRoute, formRoutePattern } from '@finceptiv/contract/form-routes';
import {
  applicationRoutes,
  customerConsentsRoutePattern,
  stepRoutes,
} from '@finceptiv/contract/step-routes';
import { keyedCache } from '@/shared/lib/keyed-cache';

// Every path the application page answers (spec 2); anything else is sent to /404.
const patterns: readonly string[] = [
  applicationRoutes.index,
  applicationRoutes.continue,
  applicationRoutes.unsubscribe,
  customerConsentsRoutePattern,
  ...stepRoutes.map((route) => route.path),
];

// matchPath compiles a pattern into a RegExp on every call, and the route asks on every render
// (every step change): each path's answer is kept.
const answers = keyedCache<boolean>();

export function isApplicationPath(pathname: string): boolean {
  return answers(pathname, () => matchesApplicationPath(pathname));
}

function matchesApplicationPath(pathname: string): boolean {
  // The v3 forms' addresses (`/form/<path>`): only the contract's form paths, so a mistyped
  // form is a /404 rather than a page that shows some other form.
  if (matchPath({ path: formRoutePattern, end: true }, pathname)) {
    return formPathForRoute(pathname) !== undefined;
  }
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
