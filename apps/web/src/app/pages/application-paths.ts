import { matchPath } from 'react-router';
import { formPathForRoute, formRoutePattern } from '@finceptiv/contract/form-routes';
import { legacyStepRoutesFor } from '@finceptiv/contract/legacy-steps';
import { beforeOfferStates, ProgressState } from '@finceptiv/contract/progress-states';
import type { Product } from '@finceptiv/contract/products';
import {
  applicationRoutes,
  customerConsentsRoutePattern,
  routeForState,
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

// The legacy flow's pre-offer addresses: a brand answers only those of its own steps (issue
// 23.5: another country's step is not found, whether or not an application exists yet). The
// loan information's address is every brand's: the continue page sends a lead in state 1 there,
// and on a v3 brand the navigator forwards it to the dynamic form.
const legacyStepRoutes: ReadonlySet<string> = new Set(
  beforeOfferStates.filter((state) => state !== ProgressState.LoanInformation).map(routeForState),
);

// matchPath compiles a pattern into a RegExp on every call, and the route asks on every render
// (every step change): each path's answer is kept.
const answers = keyedCache<boolean>();

export function isApplicationPath(product: Product, pathname: string): boolean {
  return answers(`${product.id} ${pathname}`, () => matchesApplicationPath(product, pathname));
}

function matchesApplicationPath(product: Product, pathname: string): boolean {
  // The v3 forms' addresses (`/form/<path>`): only the contract's form paths, so a mistyped
  // form is a /404 rather than a page that shows some other form; which of them a v3 brand
  // asks, its dynamic form decides once its definitions load (use-form-address.ts).
  if (matchPath({ path: formRoutePattern, end: true }, pathname)) {
    return product.flow === 'v3' && formPathForRoute(pathname) !== undefined;
  }
  if (legacyStepRoutes.has(pathname)) {
    return product.flow === 'legacy' && legacyStepRoutesFor(product.id).includes(pathname);
  }
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
