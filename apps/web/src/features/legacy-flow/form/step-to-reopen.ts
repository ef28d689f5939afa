// Issue 23.5: a 422 whose field errors all belong to an earlier step reopens that step, so the
// applicant fixes the answer where it was asked instead of reading about it on a later screen.
import { legacyStepRoutesFor } from '@finceptiv/contract/legacy-steps';
import type { FieldError } from '@finceptiv/contract/api/errors';
import type { LegacyCountry, LegacyField } from '../steps/legacy-field';
import { stepOwning } from '../steps/legacy-steps';

interface ReopenInput {
  productId: string;
  country: LegacyCountry;
  /** The step the errors came back on, and its fields. */
  path: string;
  fields: readonly LegacyField[];
  errors: readonly FieldError[];
}

/** The earliest earlier step that owns one of the errors, when this step owns none of them. */
export function stepToReopen(input: ReopenInput): string | undefined {
  const { productId, country, path, fields, errors } = input;
  const asked = new Set(fields.map((f) => f.name));
  if (errors.some((e) => asked.has(e.fieldName))) return undefined;
  const order = legacyStepRoutesFor(productId);
  const here = order.indexOf(path);
  const owners = errors
    .map((e) => stepOwning(country, e.fieldName)?.path)
    .filter((p): p is string => p !== undefined && order.indexOf(p) < here && order.includes(p));
  return owners.sort((a, b) => order.indexOf(a) - order.indexOf(b))[0];
}
