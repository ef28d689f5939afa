// Spec 2: the app follows progressState. A new state moves the applicant to its route (after
// the offer the history entry is replaced, so Back cannot reopen a closed form); a visit to a
// state route that is not the lead's (Back, a bookmark, a typed address) is sent to the right one.
import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import type { Flow } from '@finceptiv/contract/products';
import { applicationRoutes } from '@finceptiv/contract/step-routes';
import { selectProgressState } from '@/features/application/public/lead-application-slice';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { isAtTarget, stateOfAddress, targetFor } from './state-target';

export function useProgressStateNavigation(flow: Flow = 'legacy'): void {
  const progressState = useApplicationSelector((s) => selectProgressState(s.leadApplication));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The state already followed: a reload or the first render only guards, it does not move.
  const followed = useRef(progressState);

  useEffect(() => {
    const target = targetFor(progressState, flow);
    if (followed.current !== progressState) {
      followed.current = progressState;
      // The continue page moves on by itself (replacing the link, which holds a token).
      if (matchPath(applicationRoutes.continue, pathname)) return;
      if (!isAtTarget(pathname, target)) void navigate(target.path, { replace: target.replace });
      return;
    }
    if (stateOfAddress(pathname, flow) !== undefined && !isAtTarget(pathname, target)) {
      void navigate(target.path, { replace: true });
    }
  }, [progressState, pathname, navigate, flow]);
}
