// Loaded on demand: the contract's rules bring zod and the lead schemas, more than a step's
// own chunk may weigh (25 KB gzip). Steps prefetch it on mount, with the heavy rules
// (shared/ui/form/heavy-rules.ts). The resolver is the form kit's (ADR 0052); a step passes its
// fields and their rules.
import type { Product } from '@finceptiv/contract/products';
import type { DataPointField, DataPointValue } from '../../definitions/types';
import type { FormInput } from '@/shared/ui/form/field-props';
import { formResolver, formSchema } from '@/shared/ui/form/form-resolver';
import { fieldRule } from './field-rules';
import type { HeavyRules } from '@/shared/ui/form/heavy-rules';

export type StepOutput = Record<string, DataPointValue>;

/** A step's fields shown, each with its data point's contract rule for the brand. */
export function stepSchema(
  fields: readonly DataPointField[],
  product: Product,
  heavy: HeavyRules = {},
) {
  return formSchema(fields, { rule: (field) => fieldRule(field, product, heavy) });
}

export function stepResolver(
  fields: readonly DataPointField[],
  product: Product,
  heavy: HeavyRules,
) {
  return formResolver<FormInput, StepOutput>(stepSchema(fields, product, heavy));
}
