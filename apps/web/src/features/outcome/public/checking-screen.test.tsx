import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  leadAnswer,
  leadId,
  stubFetch,
} from '@/features/application/test-support/application-test-api';
import { captureLog } from '@/test-support/capture-log';
import { renderOutcome } from '../test-support/render-outcome';
import CheckingScreen from './checking-screen';

// The screen with the real poll, the real refreshLeadStatus and a fetch double: what the
// applicant sees while the decision is pending, and that the poll ends when it should.
const checking = { applicationData: { id: leadId }, leadApplication: { progressState: 6 } };
let log: ReturnType<typeof captureLog>;

beforeEach(() => {
  vi.useFakeTimers();
  log = captureLog();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  log.restore();
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('CheckingScreen', () => {
  it('survives a 5xx and a network error, then stores the decision and stops', async () => {
    const calls = stubFetch(
      { status: 503, body: { error: 'starting' } },
      new TypeError('Failed to fetch'),
      { status: 200, body: leadAnswer(10, { applicationResult: { status: 'accepted' } }) },
    );
    const { store } = await renderOutcome(<CheckingScreen />, { state: checking });
    await advance(0);
    expect(screen.getByRole('status').textContent).toContain('Checking your application');
    await advance(1000 + 1500 + 2250);
    expect(calls.map((c) => c.url)).toEqual(Array(3).fill(`/api/lead/status/${leadId}`));
    expect(store.getState().leadApplication.progressState).toBe(10);
    await advance(120_000);
    expect(calls).toHaveLength(3);
  });

  it('says it is slow, then gives up with a retry that polls again', async () => {
    const calls = stubFetch({ status: 200, body: leadAnswer(6) });
    await renderOutcome(<CheckingScreen />, { state: checking });
    await advance(1000 + 1500 + 2250 + 3375);
    expect(screen.getByRole('status').textContent).toContain('longer than usual');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await advance(60_000);
    expect(screen.getByRole('status').textContent).toContain('could not get a decision');
    const polled = calls.length;
    await advance(60_000);
    expect(calls).toHaveLength(polled);

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await advance(0);
    expect(screen.getByRole('status').textContent).toContain('Checking your application');
    expect(screen.getByRole('status')).toHaveFocus();
    await advance(1000);
    expect(calls).toHaveLength(polled + 1);
  });

  it('stops polling when the applicant leaves the screen', async () => {
    const calls = stubFetch({ status: 200, body: leadAnswer(6) });
    const { unmount } = await renderOutcome(<CheckingScreen />, { state: checking });
    await advance(2500);
    expect(calls).toHaveLength(2);
    unmount();
    await advance(120_000);
    expect(calls).toHaveLength(2);
  });
});
