// The rule for one data point is the contract's rule for its lead field, so the form and the
// API validate alike. Rules that depend on the brand (phone country, IBAN country, postal code
// and national ID formats, loan limits) come from the contract's factories. Presence and a
// choice's options are the form kit's (form-resolver.ts). The ID's cross-check against a birth
// date asked on another step is the API's (it holds both).
import { dataPointLeadPaths, isDataPointName } from '@finceptiv/contract/data-points';
import { leadFieldRule } from '@finceptiv/contract/entities/lead-field-rule';
import type { Product } from '@finceptiv/contract/products';
import { loanAmountSchema, loanPeriodSchema } from '@finceptiv/contract/validation/amount-rules';
import type * as z from 'zod/mini';
import type { DataPointField } from '../../definitions/types';
import type { HeavyRules } from './heavy-rules';

type Schema = z.core.$ZodType;

function brandRule(name: string, product: Product, heavy: HeavyRules): Schema | undefined {
  switch (name) {
    case 'phone_number':
      return heavy.phoneNumberSchema?.(product.country);
    case 'loan_amount':
      return loanAmountSchema(product.loan);
    case 'loan_period':
      return loanPeriodSchema(product.loan);
    case 'form_iban':
      return heavy.ibanSchemaFor?.(product.country);
    case 'form_postal_code':
    case 'form_employer_postal_code':
      return heavy.postalCodeSchemaFor?.(product.country);
    case 'form_personal_code':
      return heavy.personalCode?.schema;
    default:
      return undefined;
  }
}

/** Without the heavy rules, such a field falls back to its lead field's shape check. */
export function fieldRule(
  field: DataPointField,
  product: Product,
  heavy: HeavyRules = {},
): Schema | undefined {
  const { name } = field;
  const leadPath = isDataPointName(name) ? dataPointLeadPaths[name] : null;
  return brandRule(name, product, heavy) ?? (leadPath ? leadFieldRule(leadPath) : undefined);
}
