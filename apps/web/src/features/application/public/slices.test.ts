import { describe, expect, it } from 'vitest';
import {
  applicationResultCleared,
  applicationStateCleared,
  leadSaved,
} from './application-actions';
import {
  applicationDataSlice,
  applicationDataUpdated,
  googleClickSet,
} from './application-data-slice';
import {
  leadApplicationSlice,
  leadApplicationStateReceived,
  progressStateChanged,
} from './lead-application-slice';

const data = applicationDataSlice.reducer;
const lead = leadApplicationSlice.reducer;

describe('application data slice', () => {
  it('merges step values group by group', () => {
    let state = data(
      {},
      applicationDataUpdated({ amount: 300, personalDetails: { firstName: 'Ana' } }),
    );
    state = data(
      state,
      applicationDataUpdated({ personalDetails: { lastName: 'Ruiz' }, period: 70 }),
    );
    expect(state).toEqual({
      amount: 300,
      period: 70,
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
    });
  });

  it('takes the application id from a saved lead and drops it when the result is cleared', () => {
    const saved = data({ amount: 1 }, leadSaved({ id: 'L1' }));
    expect(saved.id).toBe('L1');
    expect(data(saved, applicationResultCleared())).toEqual({ amount: 1 });
  });

  it('strips stale fields on clear state', () => {
    const state = data(
      { id: 'L1', amount: 1, contactDetails: { email: 'a@b.c' } },
      applicationStateCleared(),
    );
    expect(state).toEqual({ amount: 1 });
  });

  it('sets and unsets the ad click', () => {
    const state = data({}, googleClickSet({ gclid: 'G' }));
    expect(state.googleClick).toEqual({ gclid: 'G' });
    expect(data(state, googleClickSet(undefined))).toEqual({});
  });
});

describe('lead application slice', () => {
  const full = {
    progressState: 10 as const,
    applicationResult: { status: 'approved', offerId: 'O1', partner: { name: 'P' } },
    customerConsents: [{ id: 'c', label: 'l', required: true }],
    routeChange: true,
    lastOperationTimestamp: '2026-01-01T00:00:00.000Z',
  };

  it('starts at progress 0', () => {
    expect(lead(undefined, { type: 'init' })).toEqual({ progressState: 0 });
  });

  it('takes a lead response state and progress changes', () => {
    const state = lead(undefined, leadApplicationStateReceived(full));
    expect(state).toEqual(full);
    expect(lead(state, progressStateChanged(13)).progressState).toBe(13);
  });

  it('clear state resets progress to 0, empties the result and strips the rest', () => {
    expect(lead(full, applicationStateCleared())).toEqual({
      progressState: 0,
      applicationResult: {},
    });
  });

  it('clearing the result empties it and keeps progress', () => {
    expect(lead(full, applicationResultCleared())).toMatchObject({
      progressState: 10,
      applicationResult: {},
    });
  });
});
