import { describe, expect, it } from 'vitest';
import { saveForm } from './errors';
import { prefill } from './prefill';
import { testState } from '../test-support/test-forms';

describe('prefill', () => {
  it('fills unanswered data points and never overwrites an answer', () => {
    const answered = saveForm(testState(), 'initial-details', { email: 'typed@example.es' });
    const state = prefill(answered, {
      email: 'old@example.es',
      phone_number: '+34612345678',
      form_first_name: null,
    });
    expect(state.values).toEqual({ email: 'typed@example.es', phone_number: '+34612345678' });
  });

  it('returns the same state when nothing is new', () => {
    const state = testState();
    expect(prefill(state, {})).toBe(state);
  });
});
