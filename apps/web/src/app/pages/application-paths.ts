import { matchPath } from 'react-router';
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
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
