// Spec 3: a returning applicant whose application ended with a partner redirect sees the
// redirect screen again instead of a new form. For the shell's index route:
//   if (pathname === '/' && useReturningToPartner()) return <Navigate to="/redirected" replace />;
import { ProgressState } from '@finceptiv/contract/progress-states';
import { selectProgressState } from '@/features/application/public/lead-application-slice';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { readRedirectMemory } from '../redirect/redirect-memory';

/**
 * True when this tab's lead is at state 12 and the applicant was already sent on. Both must
 * hold: the progress navigator sends /redirected back to the index for any other state, and a
 * new application (state cleared) must reach its form.
 */
export function useReturningToPartner(): boolean {
  // A boolean, not the state: the route above the page re-renders only when the answer changes,
  // not on every save that moves the applicant on (that render would redraw the step being left
  // just before the move; issue 11, Next to painted).
  const redirected = useApplicationSelector(
    (s) => selectProgressState(s.leadApplication) === ProgressState.Redirected,
  );
  return redirected && readRedirectMemory().redirected;
}
