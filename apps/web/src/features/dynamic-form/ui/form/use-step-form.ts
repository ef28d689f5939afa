// react-hook-form wired to the step's contract schema. The schema is built per validation
// from the fields visible at that moment, so a field hidden by its condition is not required.
import type { Product } from '@finceptiv/contract/products';
import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { DataPointField, DataPointValues } from '../../definitions/types';
import type { FormInput } from '../fields/field-props';
import { loadHeavyRules } from './heavy-rules';
import type { StepOutput } from './step-resolver';
import { toInputValue } from './to-value';
import { visibleFields } from './visible-fields';

export type { StepOutput };

const loadResolver = () => import('./step-resolver');

export function useStepForm(
  fields: readonly DataPointField[],
  stored: DataPointValues,
  product: Product,
) {
  const resolver: Resolver<FormInput, unknown, StepOutput> = async (input, context, options) => {
    const shown = visibleFields(fields, stored, input);
    const [{ stepResolver }, heavy] = await Promise.all([loadResolver(), loadHeavyRules(shown)]);
    return stepResolver(shown, product, heavy)(input, context, options);
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
  // Fetch the rules while the applicant reads the step, not when they press Continue.
  useEffect(() => {
    void loadResolver();
    void loadHeavyRules(fields);
  }, [fields]);
  const input = useWatch({ control: form.control });
  return { form, shown: visibleFields(fields, stored, input) };
}
