// The rule for one data point is the contract's rule for its lead field, so the form and the
// API validate alike. Rules that depend on the brand come from the contract's factories: the
// loan limits here, the phone, IBAN, postal code and national ID formats through the form
// kit's heavy rules. Presence and a choice's options are the form kit's (form-resolver.ts). The
// ID's cross-check against a birth date asked on another step is the API's (it holds both).
import { dataPointLeadPaths, isDataPointName } from '@finceptiv/contract/data-points';
import { leadFieldRule } from '@finceptiv/contract/entities/lead-field-rule';
import type { Product } from '@finceptiv/contract/products';
import { loanAmountSchema, loanPeriodSchema } from '@finceptiv/contract/validation/amount-rules';
import type * as z from 'zod/mini';
import type { DataPointField } from '../../definitions/types';
import { heavyRule, type HeavyRules } from '@/shared/ui/form/heavy-rules';
import { heavyFieldNames } from './heavy-field-names';

type Schema = z.core.$ZodType;

function loanRule(name: string, product: Product): Schema | undefined {
  if (name === 'loan_amount') return loanAmountSchema(product.loan);
  return name === 'loan_period' ? loanPeriodSchema(product.loan) : undefined;
}

/** Without the heavy rules, such a field falls back to its lead field's shape check. */
export function fieldRule(
  field: DataPointField,
  product: Product,
  heavy: HeavyRules = {},
): Schema | undefined {
  const { name } = field;
  const leadPath = isDataPointName(name) ? dataPointLeadPaths[name] : null;
  return (
    loanRule(name, product) ??
    heavyRule(field, heavy, product.country, heavyFieldNames) ??
    (leadPath ? leadFieldRule(leadPath) : undefined)
  );
}
