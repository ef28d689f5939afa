import { describe, expect, it } from 'vitest';
import { backoffDelays } from '@/features/application/public/backoff';
import { checkingSchedule } from './checking-schedule';

describe('checkingSchedule', () => {
  it('starts after 1 s, grows by half, caps at 8 s and gives up within the minute', () => {
    const delays = backoffDelays(checkingSchedule);
    expect(delays.slice(0, 3)).toEqual([1000, 1500, 2250]);
    expect(Math.max(...delays)).toBe(checkingSchedule.maxDelayMs);
    const total = delays.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(checkingSchedule.giveUpAfterMs);
    expect(total).toBeGreaterThan(checkingSchedule.giveUpAfterMs - checkingSchedule.maxDelayMs);
  });
});
