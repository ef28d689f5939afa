import { matchPath } from 'react-router';
import { customerConsentsRoutePattern } from '@finceptiv/contract/step-routes';
import type { PageLoader } from './page-types';

// Screens chosen by the path, the same for every brand: the outcome screens (issue 7) and the
// state-driven screens after the lead check (issue 9). Each loads on demand, so none of them
// weighs on the first screen. Paths not listed here get the brand's flow page (page-registry).
export const screenRegistry: Readonly<Record<string, PageLoader>> = {};

/** The registry key of the screen that answers this path, if any. */
export function screenPathFor(pathname: string): string | undefined {
  if (pathname in screenRegistry) return pathname;
  if (
    customerConsentsRoutePattern in screenRegistry &&
    matchPath({ path: customerConsentsRoutePattern, end: true }, pathname)
  ) {
    return customerConsentsRoutePattern;
  }
  return undefined;
}
