// Loan amount and period limits per brand, and the one place that snaps a requested loan
// onto them, so the slider, the form validation and the API agree on what is allowed.

export interface LoanRange {
  default: number;
  min: number;
  max: number;
  step: number;
}

export type PeriodUnit = 'days' | 'months';

export interface LoanConfig {
  amount: LoanRange;
  period: LoanRange & { unit: PeriodUnit };
  /** Nominal monthly rate as a fraction (0.02 = 2 %), for brands that publish one. */
  monthlyInterestRate?: number;
}

/**
 * Snaps a value onto the range: inside [min, max] and on the grid min + k * step.
 * A value that is not a finite number becomes the range's (clamped) default.
 */
export function clampToRange(range: LoanRange, value: number): number {
  const { min, max } = range;
  const step = range.step > 0 ? range.step : 1;
  const raw = Number.isFinite(value) ? value : range.default;
  const bounded = Math.min(Math.max(raw, min), max);
  let snapped = min + Math.round((bounded - min) / step) * step;
  // Rounding up can overshoot max when (max - min) is not a multiple of step.
  if (snapped > max) snapped -= step;
  // Float steps (e.g. 0.5) leave noise such as 1.0000000002; keep the step's precision.
  return Number(snapped.toFixed(decimals(step) + decimals(min)));
}

function decimals(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

export function clampLoan(
  config: LoanConfig,
  amount: number,
  period: number,
): { amount: number; period: number } {
  return {
    amount: clampToRange(config.amount, amount),
    period: clampToRange(config.period, period),
  };
}

/** Returns the range with its default snapped inside it (see the default config in products.ts). */
export function withClampedDefault<R extends LoanRange>(range: R): R {
  return { ...range, default: clampToRange(range, range.default) };
}
