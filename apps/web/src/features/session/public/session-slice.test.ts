import { describe, expect, it } from 'vitest';
import { applicationDataUpdated } from '@/features/application/public/application-data-slice';
import { initialSessionState, sessionCleared, sessionSlice } from './session-slice';

const reduce = sessionSlice.reducer;

describe('the session object', () => {
  it('follows the contact details the applicant gives, keeping what a later answer omits', () => {
    let state = reduce(
      initialSessionState,
      applicationDataUpdated({ contactDetails: { email: 'ana@example.es' } }),
    );
    expect(state.contactDetails).toEqual({ email: 'ana@example.es' });
    state = reduce(
      state,
      applicationDataUpdated({ contactDetails: { phoneNumber: '+34612345678' }, amount: 300 }),
    );
    expect(state.contactDetails).toEqual({
      email: 'ana@example.es',
      phoneNumber: '+34612345678',
    });
    state = reduce(state, applicationDataUpdated({ amount: 400 }));
    expect(state.contactDetails.email).toBe('ana@example.es');
    expect(reduce(state, sessionCleared()).contactDetails).toEqual({});
  });
});
