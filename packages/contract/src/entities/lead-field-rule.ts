// The contract's rule for one lead field, found by its path in the lead schema: the client's
// forms (the dynamic form, the legacy flow) check a field with the very rule the API applies.
import type * as z from 'zod/mini';
import { leadDataSchema } from './lead-data.ts';

type Schema = z.core.$ZodType;

interface Wrapped {
  innerType?: Schema;
  shape?: Record<string, Schema>;
}

const defOf = (schema: Schema) => schema._zod.def as Schema['_zod']['def'] & Wrapped;

/** What an optional, defaulted or nullable schema wraps; any other schema as it is. */
export function unwrapSchema(schema: Schema): Schema;
export function unwrapSchema(schema: Schema | undefined): Schema | undefined;
export function unwrapSchema(schema: Schema | undefined): Schema | undefined {
  let current = schema;
  while (current && ['optional', 'default', 'nullable'].includes(defOf(current).type)) {
    current = defOf(current).innerType;
  }
  return current;
}

/**
 * The rule for a lead path such as 'personalDetails.firstName', if the lead has that field. Every
 * lead field is optional (a lead grows step by step): the rule is what it wraps.
 */
export function leadFieldRule(path: string): Schema | undefined {
  let schema: Schema | undefined = leadDataSchema;
  for (const key of path.split('.')) {
    if (schema === undefined) return undefined;
    const shape: Record<string, Schema> | undefined = defOf(unwrapSchema(schema)).shape;
    schema = unwrapSchema(shape?.[key]);
  }
  return schema;
}
