import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenSettledAndIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return idle;
}

describe('whenSettledAndIdle', () => {
  it('runs the work once the page has settled and then been idle', async () => {
    const idle = setup();
    const work = vi.fn();
    whenSettledAndIdle(1000, work);
    await vi.advanceTimersByTimeAsync(999);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
    idle[0]?.();
    await Promise.resolve();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the page settled', async () => {
    const idle = setup();
    const early = vi.fn();
    const late = vi.fn();
    whenSettledAndIdle(1000, early)();
    const cancelLate = whenSettledAndIdle(1000, late);
    await vi.advanceTimersByTimeAsync(1000);
    cancelLate();
    for (const callback of idle) callback();
    await Promise.resolve();
    expect(idle).toHaveLength(1);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
