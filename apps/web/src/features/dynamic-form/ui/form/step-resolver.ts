// Loaded on demand: the contract's rules bring zod and the lead schemas, more than a step's
// own chunk may weigh (25 KB gzip). Steps prefetch it on mount; see heavy-rules.ts too.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Product } from '@finceptiv/contract/products';
import type { Resolver } from 'react-hook-form';
import type { DataPointField, DataPointValue } from '../../definitions/types';
import type { FormInput } from '@/shared/ui/form/field-props';
import { formSchema } from './form-schema';
import type { HeavyRules } from './heavy-rules';

export type StepOutput = Record<string, DataPointValue>;

export function stepResolver(
  fields: readonly DataPointField[],
  product: Product,
  heavy: HeavyRules,
): Resolver<FormInput, unknown, StepOutput> {
  return zodResolver(formSchema(fields, product, heavy)) as Resolver<
    FormInput,
    unknown,
    StepOutput
  >;
}
