// Spec 5 money limits, and the loan amount and period of a brand's LoanConfig (spec 9).
import * as z from 'zod/mini';
import type { LoanRange } from '../loan-config.ts';
import { validationMessages as M, type ValidationMessageKey } from './messages.ts';

export const totalDebtMax = 500000;
export const overdueDebtMax = 1000;

export const totalDebtSchema = z
  .number({ error: M.invalid })
  .check(z.gte(0, { error: M.totalDebtMin }), z.lte(totalDebtMax, { error: M.totalDebtMax }));

// Debt cannot be negative even though spec 5 only states the upper bound.
export const overdueDebtSchema = z
  .number({ error: M.invalid })
  .check(z.gte(0, { error: M.overdueDebtMin }), z.lte(overdueDebtMax, { error: M.overdueDebtMax }));

interface RangeKeys {
  min: ValidationMessageKey;
  max: ValidationMessageKey;
  step: ValidationMessageKey;
}

function rangeSchema(range: LoanRange, keys: RangeKeys) {
  return z.number({ error: M.invalid }).check(
    z.gte(range.min, { error: keys.min }),
    z.lte(range.max, { error: keys.max }),
    // Steps count from min; a tolerance absorbs float steps such as 0.5.
    z.refine((v) => Math.abs(((v - range.min) / range.step) % 1) < 1e-9, { error: keys.step }),
  );
}

export function loanAmountSchema(config: { amount: LoanRange }) {
  return rangeSchema(config.amount, { min: M.amountMin, max: M.amountMax, step: M.amountStep });
}

export function loanPeriodSchema(config: { period: LoanRange }) {
  return rangeSchema(config.period, { min: M.periodMin, max: M.periodMax, step: M.periodStep });
}
