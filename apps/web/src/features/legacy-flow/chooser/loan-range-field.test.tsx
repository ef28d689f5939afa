import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { products } from '@finceptiv/contract/products';
import { LoanRangeField } from './loan-range-field';

const range = products.ibancar.loan.amount; // 10 000 – 500 000, step 1 000

function Harness() {
  const [value, setValue] = useState(range.default);
  return (
    <LoanRangeField
      name="amount"
      label="Amount"
      hint="From 10,000 to 500,000"
      range={range}
      value={value}
      formatValue={(v) => `$${String(v)}`}
      formatNumber={(v) => v.toLocaleString('en-US')}
      onChange={setValue}
    />
  );
}

const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
const slider = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Amount' });

describe('LoanRangeField', () => {
  it('starts both controls at the value, with bounds and a spoken value', () => {
    render(<Harness />);
    expect(box().value).toBe('50,000');
    expect(slider().value).toBe('50000');
    expect(slider()).toHaveAttribute('aria-valuetext', '$50000');
    expect(slider()).toHaveAttribute('min', '10000');
    expect(slider()).toHaveAttribute('max', '500000');
    expect(slider()).toHaveAttribute('step', '1000');
    const hint = document.getElementById(box().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('From 10,000 to 500,000');
    expect(slider()).toHaveAttribute('aria-describedby', box().getAttribute('aria-describedby'));
  });

  it('moves the box with the slider', () => {
    render(<Harness />);
    fireEvent.change(slider(), { target: { value: '123000' } });
    expect(box().value).toBe('123,000');
  });

  it('moves the slider as the applicant types, snapped, and shows the snapped value on blur', () => {
    render(<Harness />);
    fireEvent.change(box(), { target: { value: '75.400' } });
    expect(slider().value).toBe('75000');
    expect(box().value).toBe('75.400');
    fireEvent.blur(box());
    expect(box().value).toBe('75,000');
  });

  it('clamps typed values outside the range', () => {
    render(<Harness />);
    fireEvent.change(box(), { target: { value: '900000000' } });
    fireEvent.blur(box());
    expect(slider().value).toBe('500000');
    expect(box().value).toBe('500,000');
    fireEvent.change(box(), { target: { value: '5' } });
    fireEvent.blur(box());
    expect(box().value).toBe('10,000');
  });

  it('keeps the value when the text has no number', () => {
    render(<Harness />);
    fireEvent.change(box(), { target: { value: 'lots' } });
    fireEvent.blur(box());
    expect(box().value).toBe('50,000');
    expect(slider().value).toBe('50000');
  });
});
