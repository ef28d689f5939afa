import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { fieldId, type FieldProps } from './field-props';

type FrameProps = Pick<FieldProps, 'field' | 'label' | 'error' | 'optionalMark'> & {
  children: ReactNode;
};

/**
 * One control with its label above (and the optional mark) and its error below: the frame every
 * single-control field shares, so a label or an error is drawn and tied the same way everywhere.
 */
export function FieldFrame({ field, label, error, optionalMark, children }: FrameProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={fieldId(field.name)}>
        {label}
        {optionalMark}
      </label>
      {children}
      <FieldError name={field.name} error={error} />
    </div>
  );
}
