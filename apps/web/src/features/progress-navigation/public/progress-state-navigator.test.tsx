import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { flushSync } from 'react-dom';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { progressStateChanged } from '@/features/application/public/lead-application-slice';
import { applicationStateCleared } from '@/features/application/public/application-actions';
import { makeApplicationStore } from '@/features/application/test-support/application-test-api';
import { ProgressStateNavigator } from './progress-state-navigator';

function setup(
  path: string,
  progressState: number,
  history: string[] = [],
  flow?: 'v3',
  drawsAtOnce?: (path: string) => boolean,
  answers?: (path: string) => boolean,
) {
  const store = makeApplicationStore({ leadApplication: { progressState } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ProgressStateNavigator flow={flow} drawsAtOnce={drawsAtOnce} answers={answers} />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [...history, path], initialIndex: history.length },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </Provider>,
  );
  const at = () => router.state.location.pathname;
  const change = (state: Parameters<typeof progressStateChanged>[0]) => {
    act(() => {
      store.dispatch(progressStateChanged(state));
    });
  };
  return { store, router, at, change };
}

describe('ProgressStateNavigator', () => {
  it('pushes the route of a new state before the offer', () => {
    const { router, at, change } = setup('/personal-details', 2);
    change(3);
    expect(at()).toBe('/contact-details');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry for a state after the offer', () => {
    const { router, at, change } = setup('/other-information', 5);
    change(6);
    expect(at()).toBe('/checking');
    expect(router.state.historyAction).toBe('REPLACE');
    change(20);
    expect(at()).toBe('/consents');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the index for a state without a route', () => {
    const { store, at, change } = setup('/thank-you', 11);
    act(() => {
      store.dispatch(applicationStateCleared());
    });
    expect(at()).toBe('/');
    change(6);
    change(14);
    expect(at()).toBe('/');
  });

  it('does not move on the first render or on a page that is not a state route', () => {
    expect(setup('/', 11).at()).toBe('/');
    expect(setup('/unsubscribe', 3).at()).toBe('/unsubscribe');
    expect(setup('/x1/consents', 10).at()).toBe('/x1/consents');
  });

  it('leaves the move off a continue link to the continue page', () => {
    const { at, change } = setup('/continue/abc', 0);
    change(4);
    expect(at()).toBe('/continue/abc');
  });
});

describe('the progress-state guard', () => {
  it('sends a direct visit to another state route to the lead’s own route', () => {
    const { router, at } = setup('/personal-details', 10);
    expect(at()).toBe('/accepted');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends Back from an after-offer screen to a closed form forward again', () => {
    const { router, at } = setup('/thank-you', 11, ['/personal-details']);
    act(() => {
      void router.navigate(-1);
    });
    expect(at()).toBe('/thank-you');
  });

  it('sends a state route to the index when the lead has no state yet', () => {
    expect(setup('/checking', 0).at()).toBe('/');
  });

  it('leaves an address the brand does not answer to the not-found page, even with its page loaded', async () => {
    // Fidea (RO) has no reference-information step: the route sends it to /404, and a guard's
    // move to the index, drawn after the route's (its page loaded), used to win (issue 23.5).
    const theirs = (path: string) => path !== '/reference-information';
    const settled = () =>
      act(async () => {
        await Promise.resolve();
      });
    const notOurs = setup('/reference-information', 0, [], undefined, () => true, theirs);
    const ours = setup('/checking', 0, [], undefined, () => true, theirs);
    await settled();
    expect(notOurs.at()).toBe('/reference-information');
    expect(ours.at()).toBe('/');
  });

  it('leaves the lead’s own route alone', () => {
    const { router, at } = setup('/vehicle', 16);
    expect(at()).toBe('/vehicle');
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('on a v3 brand', () => {
  it('stays on the dynamic form when the first save puts the lead at LoanInformation', () => {
    const { at, change } = setup('/', 0, [], 'v3');
    change(1);
    expect(at()).toBe('/');
  });

  it('leaves a form address alone at LoanInformation and follows the submit to checking', () => {
    const { router, at, change } = setup('/form/bank-account', 1, [], 'v3');
    expect(at()).toBe('/form/bank-account');
    change(6);
    expect(at()).toBe('/checking');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends the legacy loan-information route to the form, and a finished lead off the forms', () => {
    expect(setup('/loan-information', 1, [], 'v3').at()).toBe('/');
    expect(setup('/form/name', 10, [], 'v3').at()).toBe('/accepted');
  });

  it('leaves a form address to the dynamic form before a lead exists', () => {
    // It sends the applicant to the first form, or to /404 for a form the brand lacks.
    expect(setup('/form/name', 0, [], 'v3').at()).toBe('/form/name');
    expect(setup('/personal-details', 0, [], 'v3').at()).toBe('/');
  });
});

describe('drawing the move', () => {
  const loaded = (path: string) => path === '/contact-details';

  /** From `path` at `state`, the lead moves to `next`: where it ends, and how it was moved. */
  async function move(
    path: string,
    state: number,
    next: Parameters<typeof progressStateChanged>[0],
  ) {
    const { router, at, store } = setup(path, state, [], undefined, loaded);
    const navigate = vi.spyOn(router, 'navigate');
    await act(async () => {
      store.dispatch(progressStateChanged(next));
      await Promise.resolve();
    });
    return { at: at(), options: navigate.mock.calls[0]?.[1] };
  }

  it('draws the move to a page that has loaded in one go, not as a transition', async () => {
    const { at, options } = await move('/personal-details', 2, 3);
    expect(at).toBe('/contact-details');
    expect(options).toEqual(expect.objectContaining({ flushSync: true, replace: false }));
  });

  it('moves to a page still loading in a transition, keeping the screen being left up', async () => {
    const { at, options } = await move('/contact-details', 3, 4);
    expect(at).toBe('/income-details');
    expect(options).toEqual(expect.not.objectContaining({ flushSync: true }));
  });
});
