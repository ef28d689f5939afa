// Where a progress state lives and how to get there (spec 2), for any number the API sends.
import { formPathForRoute } from '@finceptiv/contract/form-routes';
import { isProgressState, ProgressState } from '@finceptiv/contract/progress-states';
import type { Flow } from '@finceptiv/contract/products';
import {
  applicationRoutes,
  navigationModeFor,
  routeForState,
  stateForRoute,
} from '@finceptiv/contract/step-routes';

export interface StateTarget {
  path: string;
  replace: boolean;
  /**
   * v3 before and at LoanInformation: the dynamic form owns every form address (`/`,
   * `/form/<path>`) and picks the form itself, so any of them is "there". Before a lead exists
   * it sends an address to the first form, or to the not-found page when the brand has no
   * such form (issue 23.5), which only it knows once its definitions load.
   */
  formsOwnIt: boolean;
}

/** An unknown state (a newer API) has no route: like None, it goes to the index. */
export function targetFor(progressState: number, flow: Flow = 'legacy'): StateTarget {
  const state = isProgressState(progressState) ? progressState : ProgressState.None;
  if (flow === 'v3' && (state === ProgressState.LoanInformation || state === ProgressState.None)) {
    return { path: applicationRoutes.index, replace: false, formsOwnIt: true };
  }
  return {
    path: routeForState(state),
    replace: navigationModeFor(state) === 'replace',
    formsOwnIt: false,
  };
}

export function isAtTarget(pathname: string, target: StateTarget): boolean {
  if (pathname === target.path) return true;
  return target.formsOwnIt && formPathForRoute(pathname) !== undefined;
}

/**
 * The state whose screen this address is, if any. In the v3 flow the form addresses under
 * `/form/` belong to LoanInformation (the lead stays there while the forms are filled), so a
 * finished application cannot reopen a form; the index stays free for a new application.
 */
export function stateOfAddress(pathname: string, flow: Flow = 'legacy'): number | undefined {
  if (flow === 'v3' && pathname !== applicationRoutes.index && formPathForRoute(pathname)) {
    return ProgressState.LoanInformation;
  }
  return stateForRoute(pathname);
}
