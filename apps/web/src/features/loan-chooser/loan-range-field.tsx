import { useId } from 'react';
import type { LoanRange } from '@finceptiv/contract/loan-config';

interface LoanRangeFieldProps {
  name: 'amount' | 'period';
  label: string;
  /** The translated bounds, e.g. "From €100 to €1,000", tied to the input as its description. */
  hint: string;
  range: LoanRange;
  value: number;
  onChange: (value: number) => void;
}

/** One bounded number of the loan (amount or period), with its bounds as the described hint. */
export function LoanRangeField({ name, label, hint, range, value, onChange }: LoanRangeFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        name={name}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          onChange(Number(e.target.value));
        }}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
    </div>
  );
}
