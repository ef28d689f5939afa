// Validates v3 data points with the same rules as lead fields, and reports errors under the
// data point names the v3 forms show them on (spec 4: server field errors attach per data point).
import { dataPointForLeadPath, dataPointsToLead, isDataPointName } from './data-points.ts';
import { dataPointValueSchema, type FieldError } from './entities/dynamic-form.ts';
import { leadDataSchemaFor } from './entities/lead-data-for-product.ts';
import type { LeadData } from './entities/lead-data.ts';
import type { Product } from './products.ts';
import { validationMessages as M } from './validation/messages.ts';

export type DataPointCheck = { ok: true; lead: LeadData } | { ok: false; errors: FieldError[] };

/** The data point that owns an issue path such as ['posthogParameters', 'leadPrefilledFields', 0]. */
function fieldNameFor(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  for (let n = parts.length; n > 0; n -= 1) {
    const name = dataPointForLeadPath(parts.slice(0, n).join('.'));
    if (name) return name;
  }
  return parts.join('.');
}

/**
 * Checks data point values for a brand. Unknown names and values that are not data point values
 * are errors; the mapped ones are validated as lead fields (amount, period and phones per brand).
 * Data points without a lead field only need a valid value shape.
 */
export function checkDataPoints(
  values: Readonly<Record<string, unknown>>,
  product: Pick<Product, 'country' | 'loan'>,
): DataPointCheck {
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (!isDataPointName(name)) errors.push({ fieldName: name, message: M.dataPointUnknown });
    else if (!dataPointValueSchema.safeParse(value).success)
      errors.push({ fieldName: name, message: M.invalid });
  }
  const result = leadDataSchemaFor(product).safeParse(dataPointsToLead(values));
  for (const issue of result.error?.issues ?? []) {
    errors.push({ fieldName: fieldNameFor(issue.path), message: issue.message });
  }
  return errors.length === 0 && result.success
    ? { ok: true, lead: result.data }
    : { ok: false, errors };
}
