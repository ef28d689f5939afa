import { matchPath } from 'react-router';
import { ProgressState as S } from '@finceptiv/contract/progress-states';
import {
  applicationRoutes,
  customerConsentsRoutePattern,
  routeForState,
  statesByScreenKind,
  type ScreenKind,
} from '@finceptiv/contract/step-routes';
import type { PageLoader } from './page-types';

// Screens chosen by the path, the same for every brand: the outcome screens (issue 7) and the
// state-driven screens after the lead check (issue 9). Each loads on demand, so none of them
// weighs on the first screen. Paths not listed here get the brand's flow page (page-registry).
// Every path comes from the contract's step-to-route table, by the screen's state.

// State-driven screens after the lead check (issue 9): one lazy chunk per kind of screen; the
// contract says which kind draws each state, the post-offer feature what each screen asks.
const postOfferLoaders: Readonly<Record<ScreenKind, PageLoader>> = {
  form: () => import('@/features/post-offer/public/form-screen'),
  consents: () => import('@/features/post-offer/public/consents-screen'),
  offer: () => import('@/features/post-offer/public/offer-screen'),
  widget: () => import('@/features/post-offer/public/widget-screen'),
  'mobile-verification': () => import('@/features/post-offer/public/mobile-verification-screen'),
  'change-mobile': () => import('@/features/post-offer/public/change-mobile-screen'),
  'id-upload': () => import('@/features/post-offer/public/id-upload-screen'),
};
const postOfferScreens: Readonly<Record<string, PageLoader>> = {
  ...Object.fromEntries(
    Object.entries(statesByScreenKind).flatMap(([kind, states]) =>
      states.map((state) => [routeForState(state), postOfferLoaders[kind as ScreenKind]]),
    ),
  ),
  [customerConsentsRoutePattern]: () =>
    import('@/features/post-offer/public/customer-consents-screen'),
};

// Outcome screens (issue 7, features/outcome).
const outcomeScreens: Readonly<Record<string, PageLoader>> = {
  [routeForState(S.Checking)]: () => import('@/features/outcome/public/checking-screen'),
  [routeForState(S.Accepted)]: () => import('@/features/outcome/public/accepted-screen'),
  [routeForState(S.ThankYou)]: () => import('@/features/outcome/public/thank-you-screen'),
  [routeForState(S.Redirected)]: () => import('@/features/outcome/public/redirected-screen'),
  [routeForState(S.Rejected)]: () => import('@/features/outcome/public/rejected-screen'),
  [applicationRoutes.unsubscribe]: () => import('@/features/outcome/public/unsubscribe-screen'),
};

export const screenRegistry: Readonly<Record<string, PageLoader>> = {
  ...outcomeScreens,
  ...postOfferScreens,
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
