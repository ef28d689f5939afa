import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { germanFormOrder } from '@finceptiv/contract/entities/form-paths';
import { FlowPreview } from './flow-preview';
import { describeCondition } from './describe-condition';

describe('the flow preview', () => {
  it('lists every v3 brand with its forms in order', async () => {
    render(<FlowPreview />);
    const askrobin = await screen.findByRole('region', { name: 'askrobin' });
    const paths = [...askrobin.querySelectorAll(':scope > ol > li > code:first-child')].map(
      (code) => code.textContent,
    );
    expect(paths).toEqual(['initial-details', 'loan-amount', ...germanFormOrder]);
    for (const brand of ['default', 'fiesta', 'ratapro', 'finipay']) {
      expect(screen.getByRole('region', { name: brand })).toBeInTheDocument();
    }
    // Conditions are spelled out, form-level and field-level.
    expect(askrobin.textContent).toContain(
      'income-has-contract: form_source_income in ["permanent-contract", "fixed-term-contract", "civil-servant"]',
    );
  });

  it('describes every kind of condition', () => {
    expect(describeCondition('has-vehicle')).toBe('has-vehicle: form_vehicle = "yes"');
    expect(describeCondition('has-credit-commitments')).toBe(
      'has-credit-commitments: form_credit_commitments > 0',
    );
    expect(describeCondition('nope')).toBe('nope: unknown condition');
  });
});
