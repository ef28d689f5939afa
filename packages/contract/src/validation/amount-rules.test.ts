import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { products } from '../products.ts';
import {
  loanAmountSchema,
  loanPeriodSchema,
  overdueDebtSchema,
  totalDebtSchema,
} from './amount-rules.ts';
import { validationMessages as M } from './messages.ts';
import { firstError } from '../test-support/first-error.ts';

describe('total and overdue debt', () => {
  it.each([
    [-1, M.totalDebtMin],
    [0, null],
    [250000.5, null],
    [500000, null],
    [500001, M.totalDebtMax],
    [Number.NaN, M.invalid],
    [Number.POSITIVE_INFINITY, M.invalid],
    ['100', M.invalid],
  ])('total %s -> %s', (value, error) => {
    expect(firstError(totalDebtSchema, value)).toBe(error);
  });

  it.each([
    [-0.01, M.overdueDebtMin],
    [0, null],
    [1000, null],
    [1000.01, M.overdueDebtMax],
    [null, M.invalid],
  ])('overdue %s -> %s', (value, error) => {
    expect(firstError(overdueDebtSchema, value)).toBe(error);
  });
});

describe('loan amount and period from a LoanConfig', () => {
  const fiesta = products.fiesta.loan;
  const askrobin = products.askrobin.loan;
  it.each([
    [fiesta, 99, M.amountMin],
    [fiesta, 100, null],
    [fiesta, 150, M.amountStep],
    [fiesta, 1000, null],
    [fiesta, 1100, M.amountMax],
    [askrobin, 120000, null],
    [askrobin, 120100, M.amountMax],
  ])('amount %#: %s -> %s', (config, value, error) => {
    expect(firstError(loanAmountSchema(config), value)).toBe(error);
  });

  it.each([
    [fiesta, 60, M.periodMin],
    [fiesta, 61, null],
    [fiesta, 90, null],
    [fiesta, 91, M.periodMax],
    [fiesta, 61.5, M.periodStep],
    [askrobin, 0, M.periodMin],
    [askrobin, 1, null],
    [askrobin, 120, null],
    [askrobin, 121, M.periodMax],
  ])('period %#: %s -> %s', (config, value, error) => {
    expect(firstError(loanPeriodSchema(config), value)).toBe(error);
  });

  it('accepts every amount on the grid of every brand and nothing between', () => {
    for (const product of Object.values(products)) {
      const { min, max, step } = product.loan.amount;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: Math.floor((max - min) / step) }), (k) => {
          expect(loanAmountSchema(product.loan).safeParse(min + k * step).success).toBe(true);
          expect(loanAmountSchema(product.loan).safeParse(min + k * step + step / 2).success).toBe(
            false,
          );
        }),
        { numRuns: 30 },
      );
    }
  });
});
