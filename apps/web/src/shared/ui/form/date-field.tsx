import type { ClipboardEvent } from 'react';
import { normalizeDateText } from '@finceptiv/contract/validation/two-digit-year';
import { dateOrderOf } from './date-order';
import type { FieldProps } from './field-props';
import { TextField } from './text-field';

type Register = FieldProps['register'];

/**
 * A date control (spec 9): a year typed with two digits (the input then holds '0059-...') is
 * shown as the year it means when the field is left, and a pasted '01/02/59' fills the field,
 * read in the page locale's order. The submitted value goes through toDataPointValue, which
 * applies the same rule, so a form sent without leaving the field is read alike.
 */
export function DateField(props: FieldProps) {
  const { register } = props;
  const withYears: Register = (name, options) => {
    const registered = register(name, options);
    const fill = (input: HTMLInputElement, date: string) => {
      input.value = date;
      return registered.onChange({ target: input, type: 'change' });
    };
    const extended = {
      ...registered,
      onBlur: async (event: { target: unknown; type?: unknown }) => {
        const input = event.target as HTMLInputElement;
        const date = normalizeDateText(input.value);
        if (date !== undefined && date !== input.value) await fill(input, date);
        return registered.onBlur(event);
      },
      onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
        const order = dateOrderOf(document.documentElement.lang);
        const date = normalizeDateText(event.clipboardData.getData('text'), order);
        if (date === undefined) return;
        event.preventDefault();
        void fill(event.currentTarget, date);
      },
    };
    return extended;
  };
  return <TextField {...props} register={withYears} />;
}
