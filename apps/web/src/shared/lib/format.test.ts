import { describe, expect, it } from 'vitest';
import { formatDuration, formatMoney, formatPercent } from './format';

// Intl output uses narrow no-break spaces in some locales: compare with spaces normalised.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting with the locale tags of the contract', () => {
  it('formats money with the brand symbol in each market', () => {
    expect(plain(formatMoney(1000, 'es', 'EUR', '€'))).toBe('1000 €');
    expect(plain(formatMoney(20000, 'de', 'EUR', '€'))).toBe('20.000 €');
    expect(plain(formatMoney(50000, 'mx', 'MXN', '$'))).toBe('$50,000');
    expect(plain(formatMoney(5000, 'ro', 'RON', 'lei'))).toBe('5.000 lei');
    expect(plain(formatMoney(10000, 'ph', 'PHP', '₱'))).toBe('₱10,000');
  });

  it("keeps an offer figure's cents: a payment is never rounded away", () => {
    expect(plain(formatMoney(137.45, 'es', 'EUR', '€'))).toBe('137,45 €');
    expect(plain(formatMoney(2054.5, 'de', 'EUR', '€'))).toBe('2.054,50 €');
    expect(plain(formatMoney(812.1, 'ro', 'RON', 'lei'))).toBe('812,10 lei');
  });

  it('gets plural units right per language', () => {
    expect(formatDuration(1, 'months', 'en')).toBe('1 month');
    expect(formatDuration(84, 'months', 'de')).toBe('84 Monate');
    expect(formatDuration(5, 'months', 'pl')).toBe('5 miesięcy');
    expect(formatDuration(61, 'days', 'es')).toBe('61 días');
  });

  it('formats a rate as a percentage of up to two decimals', () => {
    expect(formatPercent(0.0125, 'en')).toBe('1.25%');
    expect(plain(formatPercent(0.0125, 'es'))).toBe('1,25 %');
    expect(plain(formatPercent(0.02, 'ro'))).toBe('2 %');
  });
});
