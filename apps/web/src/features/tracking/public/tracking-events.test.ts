import { describe, expect, it } from 'vitest';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { eventForProgressState } from './tracking-events';

describe('eventForProgressState', () => {
  it('names the completion and outcome states and nothing else', () => {
    expect(eventForProgressState(ProgressState.Checking)).toBe('application_completed');
    expect(eventForProgressState(ProgressState.Redirected)).toBe('application_redirected');
    expect(eventForProgressState(ProgressState.Rejected)).toBe('application_rejected');
    expect(eventForProgressState(ProgressState.Accepted)).toBeUndefined();
    expect(eventForProgressState(ProgressState.ThankYou)).toBeUndefined();
    expect(eventForProgressState(ProgressState.LoanInformation)).toBeUndefined();
  });
});
