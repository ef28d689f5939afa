import { matchPath } from 'react-router';
import { customerConsentsRoutePattern } from '@finceptiv/contract/step-routes';
import type { PageLoader } from './page-types';

// Screens chosen by the path, the same for every brand: the outcome screens (issue 7) and the
// state-driven screens after the lead check (issue 9). Each loads on demand, so none of them
// weighs on the first screen. Paths not listed here get the brand's flow page (page-registry).
// Outcome screens (issue 7, features/outcome).
const outcomeScreens: Readonly<Record<string, PageLoader>> = {
  '/checking': () => import('@/features/outcome/public/checking-screen'),
  '/accepted': () => import('@/features/outcome/public/accepted-screen'),
  '/thank-you': () => import('@/features/outcome/public/thank-you-screen'),
  '/redirected': () => import('@/features/outcome/public/redirected-screen'),
  '/rejected': () => import('@/features/outcome/public/rejected-screen'),
  '/unsubscribe': () => import('@/features/outcome/public/unsubscribe-screen'),
};

export const screenRegistry: Readonly<Record<string, PageLoader>> = {
  ...outcomeScreens,
};

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
