import { useState } from 'react';
import type { LoanRange } from '@finceptiv/contract/loan-config';
import { clampToRange, parseTypedNumber } from './loan-bounds';

interface LoanRangeFieldProps {
  name: 'amount' | 'period';
  label: string;
  /** The translated bounds, e.g. "From $10,000 to $500,000", tied to both controls. */
  hint: string;
  range: LoanRange;
  value: number;
  /** How the value reads aloud and in the box: '$50,000', '24 months'. */
  formatValue: (value: number) => string;
  formatNumber: (value: number) => string;
  onChange: (value: number) => void;
}

/** The typed box's id, for error summary links (one chooser per page). */
export function loanFieldId(name: 'amount' | 'period'): string {
  return `loan-${name}`;
}

/**
 * One bounded number of the loan as a slider and a typed box that stay in sync. The slider
 * gives keyboard steps (arrows, Page Up/Down, Home/End); the box takes any grouping
 * separator. What is typed moves the slider at once (snapped into the range); the box keeps
 * the typed text until it loses focus, then shows the snapped value.
 */
export function LoanRangeField(props: LoanRangeFieldProps) {
  const { name, label, hint, range, value, formatValue, onChange } = props;
  const id = loanFieldId(name);
  const [typing, setTyping] = useState<string>();
  const described = `${id}-hint`;
  return (
    <div className="field loan-range">
      <label className="field__label" id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input loan-range__box"
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={typing ?? props.formatNumber(value)}
        aria-describedby={described}
        onChange={(event) => {
          setTyping(event.target.value);
          const typed = parseTypedNumber(event.target.value);
          if (typed !== undefined) onChange(clampToRange(range, typed));
        }}
        onBlur={() => {
          setTyping(undefined);
        }}
      />
      <input
        className="loan-range__slider"
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-labelledby={`${id}-label`}
        aria-describedby={described}
        aria-valuetext={formatValue(value)}
        onChange={(event) => {
          setTyping(undefined);
          onChange(clampToRange(range, Number(event.target.value)));
        }}
      />
      <p id={described} className="field__hint">
        {hint}
      </p>
    </div>
  );
}
