// The zod schema of one step: every asked field, input text converted to its data point value
// first, then the field's contract rule. Unanswered required fields say 'validation.required'.
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import type { Product } from '@finceptiv/contract/products';
import * as z from 'zod/mini';
import type { DataPointField } from '../../definitions/types';
import { fieldRule } from './field-rules';
import type { HeavyRules } from './heavy-rules';
import { toDataPointValue } from '@/shared/ui/form/to-value';

type Schema = z.core.$ZodType;

const answered = z
  .unknown()
  .check(z.refine((value) => value !== undefined, { error: M.required, abort: true }));

function fieldSchema(field: DataPointField, product: Product, heavy: HeavyRules): Schema {
  const kind = field.control.kind;
  const toValue = z.transform<unknown, unknown>((raw) => toDataPointValue(kind, raw));
  const rule = fieldRule(field, product, heavy);
  if (field.required === false) return z.pipe(toValue, z.optional(rule));
  // A required checkbox is a consent: it must be given, not merely answered.
  if (kind === 'checkbox') return z.pipe(toValue, z.literal(true, { error: M.required }));
  return z.pipe(toValue, z.pipe(answered, rule));
}

export function formSchema(
  fields: readonly DataPointField[],
  product: Product,
  heavy: HeavyRules = {},
) {
  return z.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, product, heavy)])));
}
