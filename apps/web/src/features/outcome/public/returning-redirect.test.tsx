import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Provider } from 'react-redux';
import { ProgressState, type ProgressStateValue } from '@finceptiv/contract/progress-states';
import { makeApplicationStore } from '@/features/application/test-support/application-test-api';
import { progressStateChanged } from '@/features/application/public/lead-application-slice';
import { rememberRedirect } from '../redirect/redirect-memory';
import { useReturningToPartner } from './returning-redirect';

beforeEach(() => {
  sessionStorage.clear();
});

/** What the index route sees, and how often it was drawn. */
function renderRoute() {
  const store = makeApplicationStore({
    leadApplication: { progressState: ProgressState.PersonalDetails },
  });
  const seen: boolean[] = [];
  function Route() {
    seen.push(useReturningToPartner());
    return null;
  }
  render(
    <Provider store={store}>
      <Route />
    </Provider>,
  );
  const move = (state: ProgressStateValue) => {
    act(() => {
      store.dispatch(progressStateChanged(state));
    });
  };
  return { seen, move };
}

describe('useReturningToPartner', () => {
  it('is true only for a lead at the redirect state whose applicant was already sent on', () => {
    const { seen, move } = renderRoute();
    move(ProgressState.Redirected);
    rememberRedirect({ url: 'https://partner.example/landing', method: 'GET' });
    move(ProgressState.ContactDetails);
    move(ProgressState.Redirected);
    expect(seen).toEqual([false, false, false, true]);
  });

  it('does not draw the route again when a save moves the applicant from step to step', () => {
    // That render would draw the step being left once more, just before the move (issue 11).
    const { seen, move } = renderRoute();
    move(ProgressState.ContactDetails);
    move(ProgressState.IncomeDetails);
    expect(seen).toHaveLength(1);
  });
});
