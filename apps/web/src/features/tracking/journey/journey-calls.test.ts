import { describe, expect, it } from 'vitest';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { journeyCalls, type JourneySnapshot } from './journey-calls';

const start: JourneySnapshot = {
  path: '/',
  applicationRef: undefined,
  progressState: ProgressState.None,
  sessionId: 's-1',
  partner: undefined,
  userData: {},
};

describe('journeyCalls', () => {
  it('sends the page view, the step and the identity on the first snapshot only', () => {
    expect(journeyCalls(undefined, start)).toEqual([
      { kind: 'identify', sessionId: 's-1' },
      { kind: 'page', path: '/' },
      { kind: 'track', event: 'step_viewed', properties: { step: '/' } },
    ]);
    expect(journeyCalls(start, { ...start })).toEqual([]);
  });

  it('does not count a lead or an outcome brought back by a reload', () => {
    const restored = { ...start, applicationRef: 'r-1', progressState: ProgressState.Rejected };
    const events = journeyCalls(undefined, restored).filter((call) => call.kind === 'track');
    expect(events).toEqual([{ kind: 'track', event: 'step_viewed', properties: { step: '/' } }]);
  });

  it('gives the ad pixels their identifiers just before lead_created', () => {
    const userData = { email: 'ana@example.com', phoneNumber: '+34612345678', fbp: 'fb.1' };
    const calls = journeyCalls(start, { ...start, applicationRef: 'r-1', userData });
    expect(calls).toEqual([
      { kind: 'userData', data: userData },
      { kind: 'track', event: 'lead_created', properties: { applicationRef: 'r-1' } },
    ]);
    // Personal data never reaches an event's properties.
    expect(JSON.stringify(calls.filter((c) => c.kind === 'track'))).not.toContain('ana@');
  });

  it('maps checking, redirected and rejected to their outcome events', () => {
    const lead = { ...start, applicationRef: 'r-1', progressState: ProgressState.OtherInformation };
    const at = (progressState: number, partner?: string) =>
      journeyCalls(lead, { ...lead, progressState, partner });
    expect(at(ProgressState.Checking)).toEqual([
      { kind: 'track', event: 'application_completed', properties: { applicationRef: 'r-1' } },
    ]);
    expect(at(ProgressState.Rejected)).toEqual([
      { kind: 'track', event: 'application_rejected', properties: { applicationRef: 'r-1' } },
    ]);
    expect(at(ProgressState.Redirected, 'Bank A')).toEqual([
      {
        kind: 'track',
        event: 'application_redirected',
        properties: { applicationRef: 'r-1', partner: 'Bank A' },
      },
    ]);
    expect(at(ProgressState.MobileVerification)).toEqual([]);
  });

  it('identifies a new session', () => {
    expect(journeyCalls(start, { ...start, sessionId: 's-2' })).toEqual([
      { kind: 'identify', sessionId: 's-2' },
    ]);
  });

  it('sends a page view and a step for every new path', () => {
    expect(journeyCalls(start, { ...start, path: '/checking' })).toEqual([
      { kind: 'page', path: '/checking' },
      { kind: 'track', event: 'step_viewed', properties: { step: '/checking' } },
    ]);
  });
});
