import { describe, expect, it } from 'vitest';
import { describeCondition } from './describe-condition';

describe('describeCondition', () => {
  it('describes every kind of condition', () => {
    expect(describeCondition('has-vehicle')).toBe('has-vehicle: form_vehicle = "yes"');
    expect(describeCondition('has-credit-commitments')).toBe(
      'has-credit-commitments: form_credit_commitments > 0',
    );
    expect(describeCondition('income-has-contract')).toBe(
      'income-has-contract: form_source_income in ["permanent-contract", "fixed-term-contract", "civil-servant"]',
    );
    expect(describeCondition('nope')).toBe('nope: unknown condition');
  });
});
