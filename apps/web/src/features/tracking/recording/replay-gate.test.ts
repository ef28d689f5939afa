import { describe, expect, it } from 'vitest';
import { isReplayBlockedBy } from './replay-gate';
import { isSampledIn } from './sampling';

describe('session-replay gate', () => {
  it.each([
    ['retargeting', { retargetingLogging: false }, true],
    ['retargeting', { retargetingLogging: true }, false],
    ['retargeting', { abandonmentLogging: false }, false],
    ['abandonment', { abandonmentLogging: false }, true],
    ['abandonment', { abandonmentLogging: true }, false],
    ['abandonment', { retargetingLogging: false }, false],
    ['newsletter', { retargetingLogging: false, abandonmentLogging: false }, false],
    [undefined, { retargetingLogging: false, abandonmentLogging: false }, false],
    // Both default to on (spec 9): no config blocks nobody.
    ['retargeting', {}, false],
  ] as const)('utm_source %j with %j blocks: %j', (source, config, blocked) => {
    expect(isReplayBlockedBy(source, config)).toBe(blocked);
  });
});

describe('sampling', () => {
  it('records everyone by default (100)', () => {
    expect(isSampledIn(undefined, () => 0.999999)).toBe(true);
  });

  it('records a draw below the percentage and not one at or above it', () => {
    expect(isSampledIn(25, () => 0.2499)).toBe(true);
    expect(isSampledIn(25, () => 0.25)).toBe(false);
    expect(isSampledIn(25, () => 0.9)).toBe(false);
  });

  it('records nobody at 0 and clamps out-of-range values', () => {
    expect(isSampledIn(0, () => 0)).toBe(false);
    expect(isSampledIn(-5, () => 0)).toBe(false);
    expect(isSampledIn(250, () => 0.999)).toBe(true);
    expect(isSampledIn(Number.NaN, () => 0.999)).toBe(true);
  });
});
