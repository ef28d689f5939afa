// A resolver whose checks come when the form is first checked: the contract's rules (zod and
// the lead schemas, phone metadata, national IDs) and form-resolver.ts load on demand, so a
// form's own chunk stays small and the first act does not wait for them (ADR 0052).
import type { FieldValues, Resolver } from 'react-hook-form';

export type FormResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output>;

/** Loads the resolver for what the form holds now (e.g. its fields shown), then runs it. */
export function lazyResolver<Input extends FieldValues, Output>(
  load: (input: Input) => Promise<FormResolver<Input, Output>>,
): FormResolver<Input, Output> {
  return async (input, context, options) => (await load(input))(input, context, options);
}
