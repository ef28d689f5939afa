import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelays, type BackoffSchedule } from './backoff';
import { startLeadStatusPoll } from './lead-status-poller';

const schedule: BackoffSchedule = {
  firstDelayMs: 1000,
  factor: 2,
  maxDelayMs: 4000,
  giveUpAfterMs: 15_000,
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A check that answers "not yet" until told otherwise, recording when it was called. */
function fakeCheck() {
  const calledAt: number[] = [];
  let decided = false;
  const check = vi.fn<(signal: AbortSignal) => Promise<boolean>>(() => {
    calledAt.push(Date.now());
    return Promise.resolve(decided);
  });
  return {
    check,
    calledAt,
    decide: () => {
      decided = true;
    },
  };
}

describe('backoffDelays', () => {
  it('grows by the factor, caps at the maximum and stays within the give-up time', () => {
    expect(backoffDelays(schedule)).toEqual([1000, 2000, 4000, 4000, 4000]);
  });

  it('reads once for a zero first delay instead of looping', () => {
    expect(backoffDelays({ ...schedule, firstDelayMs: 0 })).toEqual([0]);
  });
});

describe('startLeadStatusPoll', () => {
  it('reads on the back-off schedule', async () => {
    const start = Date.now();
    const { check, calledAt } = fakeCheck();
    startLeadStatusPoll({ check, onGiveUp: vi.fn() }, schedule);
    await vi.advanceTimersByTimeAsync(999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(7001);
    expect(calledAt.map((t) => t - start)).toEqual([1000, 3000, 7000]);
  });

  it('stops once the lead has a new state', async () => {
    const { check, decide } = fakeCheck();
    const onGiveUp = vi.fn();
    startLeadStatusPoll({ check, onGiveUp }, schedule);
    await vi.advanceTimersByTimeAsync(3000);
    expect(check).toHaveBeenCalledTimes(2);
    decide();
    await vi.advanceTimersByTimeAsync(4000);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('gives up after the bounded time, once, and reads no more', async () => {
    const { check } = fakeCheck();
    const onGiveUp = vi.fn();
    const attempts: number[] = [];
    startLeadStatusPoll({ check, onGiveUp, onAttempt: (n) => attempts.push(n) }, schedule);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(onGiveUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(attempts).toEqual([1, 2, 3, 4, 5]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(5);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('a retry is a fresh poll with the whole schedule again', async () => {
    const { check } = fakeCheck();
    const onGiveUp = vi.fn();
    startLeadStatusPoll({ check, onGiveUp }, schedule);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    startLeadStatusPoll({ check, onGiveUp }, schedule);
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(onGiveUp).toHaveBeenCalledTimes(2);
  });

  it('stopping clears the pending wait and aborts a running read', async () => {
    let seen: AbortSignal | undefined;
    const check = vi.fn(
      (signal: AbortSignal) =>
        new Promise<boolean>((resolve) => {
          seen = signal;
          signal.addEventListener('abort', () => {
            resolve(false);
          });
        }),
    );
    const onGiveUp = vi.fn();
    const stop = startLeadStatusPoll({ check, onGiveUp }, schedule);
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
    expect(seen?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onGiveUp).not.toHaveBeenCalled();

    const idle = fakeCheck();
    startLeadStatusPoll({ check: idle.check, onGiveUp }, schedule)();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(idle.check).not.toHaveBeenCalled();
  });

  it('keeps to the schedule when a read fails', async () => {
    const check = vi
      .fn<(signal: AbortSignal) => Promise<boolean>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new Error('HTTP 503'))
      .mockResolvedValue(true);
    const onGiveUp = vi.fn();
    startLeadStatusPoll({ check, onGiveUp }, schedule);
    await vi.advanceTimersByTimeAsync(7000);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onGiveUp).not.toHaveBeenCalled();
  });
});
