// Spec 2: the app follows progressState. A new state moves the applicant to its route (after
// the offer the history entry is replaced, so Back cannot reopen a closed form); a visit to a
// state route that is not the lead's (Back, a bookmark, a typed address) is sent to the right one.
//
// A move is drawn in one go when the shell says the next page draws without waiting on its
// code (drawsAtOnce): a transition would draw it in slices, frames apart (issue 11, Next to
// painted: 10-15 ms a step). A page still loading is moved to in a transition, so the screen
// being left stays up until the next one can draw, instead of React's fallback.
import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import type { Flow } from '@finceptiv/contract/products';
import { isAfterOffer, isProgressState } from '@finceptiv/contract/progress-states';
import { applicationRoutes } from '@finceptiv/contract/step-routes';
import { reopenedErrors } from '@/shared/lib/reopened-step';
import { selectProgressState } from '@/features/application/public/lead-application-slice';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { isAtTarget, stateOfAddress, targetFor } from './state-target';

export type DrawsAtOnce = (path: string) => boolean;
export type Answers = (path: string) => boolean;

// One function each for every render: a default made per call would be a new effect dependency
// each time.
const neverAtOnce: DrawsAtOnce = () => false;
const answersAll: Answers = () => true;

export function useProgressStateNavigation(
  flow: Flow = 'legacy',
  drawsAtOnce: DrawsAtOnce = neverAtOnce,
  answers: Answers = answersAll,
): void {
  const progressState = useApplicationSelector((s) => selectProgressState(s.leadApplication));
  const location = useLocation();
  const { pathname } = location;
  const reopened = reopenedErrors(location.state as unknown) !== undefined;
  const navigate = useNavigate();
  // The state already followed: a reload or the first render only guards, it does not move.
  const followed = useRef(progressState);

  useEffect(() => {
    const move = (path: string, replace: boolean) => {
      if (!drawsAtOnce(path)) {
        void navigate(path, { replace });
        return;
      }
      // flushSync cannot draw from inside React's effects: the move goes right after them.
      queueMicrotask(() => void navigate(path, { replace, flushSync: true }));
    };
    const target = targetFor(progressState, flow);
    if (followed.current !== progressState) {
      followed.current = progressState;
      // The continue page moves on by itself (replacing the link, which holds a token).
      if (matchPath(applicationRoutes.continue, pathname)) return;
      if (!isAtTarget(pathname, target)) move(target.path, target.replace);
      return;
    }
    // A step reopened to fix a server error on its field stays open while the lead takes form
    // data; saving it sends the applicant on (issue 23.5).
    if (reopened && isProgressState(progressState) && !isAfterOffer(progressState)) return;
    // An address the brand does not answer (another country's step) is the not-found page's,
    // which the route sends it to: guarded here too, the two moves raced (issue 23.5).
    if (
      stateOfAddress(pathname, flow) !== undefined &&
      !isAtTarget(pathname, target) &&
      answers(pathname)
    ) {
      move(target.path, true);
    }
  }, [progressState, pathname, navigate, flow, drawsAtOnce, answers, reopened]);
}
