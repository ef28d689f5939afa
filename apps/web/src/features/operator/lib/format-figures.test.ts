import { describe, expect, it } from 'vitest';
import { formatClock, formatShare, shareOf } from './format-figures';

describe('an outcome’s share', () => {
  it('is the part over the whole when both are counts', () => {
    expect(shareOf(5, 7)).toBeCloseTo(0.714, 3);
    expect(formatShare(5 / 7, 'es')).toBe(
      new Intl.NumberFormat('es-ES', { style: 'percent' }).format(0.71),
    );
  });

  it('has none for a count shown as "<5" (it would give the count away) or an empty period', () => {
    expect(shareOf('<5', 12)).toBeUndefined();
    expect(shareOf(5, '<5')).toBeUndefined();
    expect(shareOf(0, 0)).toBeUndefined();
  });
});

describe('a time of day', () => {
  it('is the hour and minute on the local clock, 24 hours, in every language', () => {
    const at = new Date(2026, 10, 25, 9, 5);
    expect(formatClock(at.toISOString(), 'en')).toBe('09:05');
    expect(formatClock(new Date(2026, 10, 25, 21, 40).toISOString(), 'ph')).toBe('21:40');
    expect(formatClock(at.toISOString(), 'de')).toBe('09:05');
  });
});
