import { matchPath } from 'react-router';
import { customerConsentsRoutePattern } from '@finceptiv/contract/step-routes';
import type { PageLoader } from './page-types';

// Screens chosen by the path, the same for every brand: the outcome screens (issue 7) and the
// state-driven screens after the lead check (issue 9). Each loads on demand, so none of them
// weighs on the first screen. Paths not listed here get the brand's flow page (page-registry).
// State-driven screens after the lead check (issue 9): one lazy chunk per generic screen
// component; features/post-offer/definitions/screens.ts says what each route asks.
const postOfferForm: PageLoader = () => import('@/features/post-offer/public/form-screen');
const postOfferConsents: PageLoader = () => import('@/features/post-offer/public/consents-screen');
const postOfferOffer: PageLoader = () => import('@/features/post-offer/public/offer-screen');
const postOfferWidget: PageLoader = () => import('@/features/post-offer/public/widget-screen');
const postOfferScreens: Readonly<Record<string, PageLoader>> = {
  '/mobile-verification': () => import('@/features/post-offer/public/mobile-verification-screen'),
  '/change-mobile-number': () => import('@/features/post-offer/public/change-mobile-screen'),
  '/id-upload': () => import('@/features/post-offer/public/id-upload-screen'),
  [customerConsentsRoutePattern]: () =>
    import('@/features/post-offer/public/customer-consents-screen'),
  '/instantor': postOfferWidget,
  '/wenance-tink': postOfferWidget,
  '/moneyman-paylands': postOfferWidget,
  '/consents': postOfferConsents,
  '/dynamic-consents': postOfferConsents,
  '/advanzia-consents': postOfferConsents,
  '/tfbank-consents': postOfferConsents,
  '/ipfd-offer-choice': postOfferOffer,
  '/cofidis-offer': postOfferOffer,
  '/provident-offer': postOfferOffer,
  '/instabank-offer': postOfferOffer,
  '/wenance-account': postOfferForm,
  '/vehicle': postOfferForm,
  '/additional-employment-details': postOfferForm,
  '/smava': postOfferForm,
  '/marital-details': postOfferForm,
  '/aide': postOfferForm,
  '/credit-details': postOfferForm,
  '/professional-details': postOfferForm,
  '/cnp': postOfferForm,
  '/customer-debts': postOfferForm,
  '/reference-details': postOfferForm,
  '/wniosek': postOfferForm,
  '/wniosek-uzupelnienie': postOfferForm,
  '/santander-comperia': postOfferForm,
};

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
