// The react-hook-form resolver of a post-offer form: typed text becomes a value the way the
// dynamic form does it (toDataPointValue), then required-ness and the field's check apply.
// Phone numbers use the contract's rule for the brand's country, loaded only when asked.
import type { CountryCode } from '@finceptiv/contract/product-ids';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import { expandTwoDigitYear } from '@finceptiv/contract/validation/two-digit-year';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { toDataPointValue } from '@/shared/ui/form/to-value';
import type { DataPointValue } from '@finceptiv/contract/entities/dynamic-form';
import type { FormInput } from '@/shared/ui/form/field-props';
import type { ScreenField } from '../definitions/types';

export type Answers = Record<string, DataPointValue>;

async function phoneMessage(value: string, country: CountryCode): Promise<string | undefined> {
  const { phoneNumberMessage } = await import('@finceptiv/contract/validation/phone');
  return phoneNumberMessage(value, country);
}

/** The typed text as the answer's value; a year typed with two digits is the year it means (spec 9). */
function answerValue(field: ScreenField, raw: unknown): DataPointValue | undefined {
  const value = toDataPointValue(field.control.kind, raw);
  return field.year === true && typeof value === 'number' ? expandTwoDigitYear(value) : value;
}

/** The message key for one answer, or undefined when it is fine. */
export async function answerMessage(
  field: ScreenField,
  raw: unknown,
  country: CountryCode,
): Promise<string | undefined> {
  const value = answerValue(field, raw);
  if (field.control.kind === 'checkbox' && field.required !== false && value !== true)
    return M.required;
  if (value === undefined || (value === false && field.control.kind === 'checkbox'))
    return field.required === false ? undefined : M.required;
  const { control } = field;
  // Look-up selects have no fixed options here; the form keeps their answer to the options
  // loaded (answer-form.tsx clears one that no longer fits).
  if (
    (control.kind === 'radio' || control.kind === 'select') &&
    control.options.length > 0 &&
    !control.options.includes(String(value))
  )
    return M.choice;
  if (control.kind === 'tel' && typeof value === 'string') return phoneMessage(value, country);
  return field.check?.(value);
}

export function answerResolver(
  fields: readonly ScreenField[],
  country: CountryCode,
): Resolver<FormInput, unknown, Answers> {
  return async (input) => {
    const values: Answers = {};
    const errors: FieldErrors<FormInput> = {};
    for (const field of fields) {
      const message = await answerMessage(field, input[field.name], country);
      if (message !== undefined) {
        errors[field.name] = { type: 'validate', message };
        continue;
      }
      const value = answerValue(field, input[field.name]);
      if (value !== undefined) values[field.name] = value;
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
