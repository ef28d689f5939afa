import { checkDataPoints } from '@finceptiv/contract/data-point-check';
import { leadDataSchemaFor } from '@finceptiv/contract/entities/lead-data-for-product';
import { mergeLeadTags, type LeadData } from '@finceptiv/contract/entities/lead-data';
import type { Product } from '@finceptiv/contract/products';
import { fieldErrors, zodFieldErrors } from '../http/errors.ts';
import { mergeLeadData } from './merge-lead-data.ts';

/**
 * A v3 body as lead data: the lead fields riding along, then the data points converted with
 * the contract's mapping (a data point wins over the field it maps to). Errors are reported
 * by data point name, so the v3 form that owns the data point shows them.
 */
export function v3BodyToLead(body: Record<string, unknown>, brand: Product): LeadData {
  const dataPoints = (body.dataPoints ?? {}) as Record<string, unknown>;
  const checked = checkDataPoints(dataPoints, brand);
  if (!checked.ok) throw fieldErrors(checked.errors);
  const fields = Object.fromEntries(
    Object.entries(body).filter(
      ([k]) => !['product', 'id', 'dataPoints', 'dataPointsPerStep'].includes(k),
    ),
  );
  const rest = leadDataSchemaFor(brand).safeParse(fields);
  if (!rest.success) throw fieldErrors(zodFieldErrors(rest.error.issues));
  const lead: LeadData = mergeLeadData(rest.data, checked.lead);
  delete lead.id;
  return { ...lead, tags: mergeLeadTags(lead.tags) };
}
