import { matchPath } from 'react-router';
import { formPathForRoute, formRoutePattern } from '@finceptiv/contract/form-routes';
import {
  applicationRoutes,
  customerConsentsRoutePattern,
  stepRoutes,
} from '@finceptiv/contract/step-routes';

// Every path the application page answers (spec 2); anything else is sent to /404.
const patterns: readonly string[] = [
  applicationRoutes.index,
  applicationRoutes.continue,
  applicationRoutes.unsubscribe,
  customerConsentsRoutePattern,
  ...stepRoutes.map((route) => route.path),
];

export function isApplicationPath(pathname: string): boolean {
  // The v3 forms' addresses (`/form/<path>`): only the contract's form paths, so a mistyped
  // form is a /404 rather than a page that shows some other form.
  if (matchPath({ path: formRoutePattern, end: true }, pathname)) {
    return formPathForRoute(pathname) !== undefined;
  }
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
