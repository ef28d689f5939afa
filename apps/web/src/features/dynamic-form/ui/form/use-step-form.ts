// react-hook-form wired to the step's contract schema. The schema is built per validation
// from the fields visible at that moment, so a field hidden by its condition is not required.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Product } from '@finceptiv/contract/products';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { DataPointField, DataPointValue, DataPointValues } from '../../definitions/types';
import type { FormInput } from '../fields/field-props';
import { formSchema } from './form-schema';
import { toInputValue } from './to-value';
import { visibleFields } from './visible-fields';

export type StepOutput = Record<string, DataPointValue>;

export function useStepForm(
  fields: readonly DataPointField[],
  stored: DataPointValues,
  product: Product,
) {
  const resolver: Resolver<FormInput, unknown, StepOutput> = (input, context, options) => {
    const schema = formSchema(visibleFields(fields, stored, input), product);
    return (zodResolver(schema) as Resolver<FormInput, unknown, StepOutput>)(
      input,
      context,
      options,
    );
  };
  const defaultValues = Object.fromEntries(
    fields.map((f) => [f.name, toInputValue(f.control.kind, stored[f.name])]),
  );
  const form = useForm<FormInput, unknown, StepOutput>({
    resolver,
    defaultValues,
    // The error summary takes focus instead (ARCHITECTURE.md 4).
    shouldFocusError: false,
  });
  const input = useWatch({ control: form.control });
  return { form, shown: visibleFields(fields, stored, input) };
}
