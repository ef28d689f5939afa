// What every field component of the kit takes, and the ids that tie a field to its error line
// and to the error summary's link ('#dp-<name>'), so each form's summary lands on the field.
import type { ProductId } from '@finceptiv/contract/product-ids';
import type { UseFormRegister } from 'react-hook-form';
import type { DataPointField } from './field-types';
import type { InputValue } from './to-value';

export type FormInput = Record<string, InputValue>;

export interface FieldProps {
  field: DataPointField;
  /** The brand whose documents an acceptance box links to. */
  productId: ProductId;
  label: string;
  /** Translated error message, when the field has one. */
  error: string | undefined;
  register: UseFormRegister<FormInput>;
  /** Label of a choice option. */
  optionLabel: (option: string) => string;
  /** ' (optional)' or '' to append to the label. */
  optionalMark: string;
}

/** The id the error summary links to ('#dp-form_first_name'). */
export function fieldId(name: string): string {
  return `dp-${name}`;
}

export function errorId(name: string): string {
  return `${fieldId(name)}-error`;
}

/** aria attributes that tie a field to its error message. */
export function errorAria(name: string, error: string | undefined) {
  return error === undefined
    ? {}
    : { 'aria-invalid': true as const, 'aria-describedby': errorId(name) };
}
