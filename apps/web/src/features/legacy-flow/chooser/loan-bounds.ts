// The chooser's arithmetic, kept pure so the bounds are unit-tested: what a typed text means,
// where a value lands on the product's grid, and the monthly cost estimate.
import { clampToRange, type LoanConfig, type LoanRange } from '@finceptiv/contract/loan-config';

export { clampToRange };

/**
 * The number in what the applicant typed. Amounts and periods are whole numbers, so every
 * separator ('50,000', '50.000', '50 000', '$50,000') is grouping. No digit: undefined.
 */
export function parseTypedNumber(text: string): number | undefined {
  const digits = text.replace(/[^\d]/g, '');
  if (digits === '') return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A typed text snapped onto the range; unreadable text keeps the previous value. */
export function settleTyped(range: LoanRange, text: string, previous: number): number {
  const typed = parseTypedNumber(text);
  return typed === undefined ? previous : clampToRange(range, typed);
}

/**
 * The monthly instalment of an annuity loan at the product's nominal monthly rate, for
 * products priced in months that publish a rate; otherwise undefined (nothing to show).
 */
export function monthlyEstimate(config: LoanConfig, amount: number, period: number) {
  const rate = config.monthlyInterestRate;
  if (rate === undefined || config.period.unit !== 'months' || period <= 0) return undefined;
  if (rate === 0) return Math.round(amount / period);
  return Math.round((amount * rate) / (1 - (1 + rate) ** -period));
}
