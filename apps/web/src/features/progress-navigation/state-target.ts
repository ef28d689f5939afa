// Where a progress state lives and how to get there (spec 2), for any number the API sends.
import { isProgressState, ProgressState } from '@finceptiv/contract/progress-states';
import { navigationModeFor, routeForState } from '@finceptiv/contract/step-routes';

export interface StateTarget {
  path: string;
  replace: boolean;
}

/** An unknown state (a newer API) has no route: like None, it goes to the index. */
export function targetFor(progressState: number): StateTarget {
  const state = isProgressState(progressState) ? progressState : ProgressState.None;
  return { path: routeForState(state), replace: navigationModeFor(state) === 'replace' };
}
