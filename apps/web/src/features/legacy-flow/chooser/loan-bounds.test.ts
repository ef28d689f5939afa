import { describe, expect, it } from 'vitest';
import { products } from '@finceptiv/contract/products';
import { clampToRange, monthlyEstimate, parseTypedNumber, settleTyped } from './loan-bounds';

const amount = products.ibancar.loan.amount; // 10 000 – 500 000, step 1 000
const period = products.ibancar.loan.period; // 12 – 48 months, step 1

describe('the chooser bounds', () => {
  it('clamps below the minimum and above the maximum', () => {
    expect(clampToRange(amount, 5)).toBe(10000);
    expect(clampToRange(amount, 9_999_999)).toBe(500000);
    expect(clampToRange(period, 0)).toBe(12);
    expect(clampToRange(period, 480)).toBe(48);
  });

  it('snaps onto the step grid', () => {
    expect(clampToRange(amount, 12499)).toBe(12000);
    expect(clampToRange(amount, 12500)).toBe(13000);
    expect(clampToRange(products.lienketvay.loan.amount, 1_700_000)).toBe(1_500_000);
  });

  it('reads typed numbers with any grouping separator', () => {
    expect(parseTypedNumber('50,000')).toBe(50000);
    expect(parseTypedNumber('50.000')).toBe(50000);
    expect(parseTypedNumber('$ 50 000')).toBe(50000);
    expect(parseTypedNumber('abc')).toBeUndefined();
    expect(parseTypedNumber('')).toBeUndefined();
    expect(parseTypedNumber('9'.repeat(40))).toBeUndefined();
  });

  it('settles typed text onto the range, keeping the old value for unreadable text', () => {
    expect(settleTyped(amount, '75.400', 50000)).toBe(75000);
    expect(settleTyped(amount, '1', 50000)).toBe(10000);
    expect(settleTyped(amount, 'lots', 50000)).toBe(50000);
  });

  it('estimates the monthly instalment only for a product with a rate in months', () => {
    // 50 000 at 3.5 % a month over 24 months: 3 113.63 → 3 114.
    expect(monthlyEstimate(products.ibancar.loan, 50000, 24)).toBe(3114);
    expect(monthlyEstimate({ ...products.ibancar.loan, monthlyInterestRate: 0 }, 1200, 12)).toBe(
      100,
    );
    expect(monthlyEstimate(products.fiesta.loan, 500, 61)).toBeUndefined();
  });
});
