// Lead data checked against one brand: loan amount and period inside its LoanConfig; phone
// numbers, IBANs, postal codes and the national ID valid in its country, the ID agreeing with the
// birth date and gender beside it (ADR 0028). The base leadDataSchema cannot know any of them.
import * as z from 'zod/mini';
import type { Product } from '../products.ts';
import { loanAmountSchema, loanPeriodSchema } from '../validation/amount-rules.ts';
import { ibanSchemaFor } from '../validation/iban.ts';
import { postalCodeSchemaFor } from '../validation/national/postal-code.ts';
import { idRules } from '../validation/national/id-rules/index.ts';
import { personalCodeMessage } from '../validation/national/personal-code.ts';
import { phoneNumberSchema } from '../validation/phone.ts';
import { leadDataSchema, type LeadData } from './lead-data.ts';

type Check = readonly [path: readonly string[], schema: z.core.$ZodType];

function valueAt(lead: LeadData, path: readonly string[]): unknown {
  let node: unknown = lead;
  for (const key of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

type ProductLimits = Pick<Product, 'country' | 'loan'>;

// The API asks once per request; one schema per brand object is enough.
const cache = new WeakMap<ProductLimits, ReturnType<typeof build>>();

export function leadDataSchemaFor(product: ProductLimits) {
  let schema = cache.get(product);
  if (!schema) {
    schema = build(product);
    cache.set(product, schema);
  }
  return schema;
}

/** The ID in its stored (compact) form: 'X-1234567-L' and '1.020.304.050' keep no separators. */
function normalized(lead: LeadData, country: ProductLimits['country']): LeadData {
  const code = lead.personalDetails?.personalCode;
  const id = code === undefined ? undefined : idRules[country].compact(code);
  return id === undefined || id === code
    ? lead
    : { ...lead, personalDetails: { ...lead.personalDetails, personalCode: id } };
}

function build(product: ProductLimits) {
  const { country } = product;
  const phone = phoneNumberSchema(country);
  const postalCode = postalCodeSchemaFor(country);
  const checks: readonly Check[] = [
    [['amount'], loanAmountSchema(product.loan)],
    [['period'], loanPeriodSchema(product.loan)],
    [['contactDetails', 'phoneNumber'], phone],
    [['incomeDetails', 'workPhone'], phone],
    [['referenceDetails', 'phoneNumber'], phone],
    [['incomeDetails', 'iban'], ibanSchemaFor(country)],
    [['contactDetails', 'postalCode'], postalCode],
    [['employer', 'postalCode'], postalCode],
  ];
  const checked = leadDataSchema.check(
    z.superRefine((lead, ctx) => {
      for (const [path, schema] of checks) {
        const value = valueAt(lead, path);
        if (value === undefined) continue;
        const result = z.safeParse(schema, value);
        for (const issue of result.error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [...path], input: value });
        }
      }
      const person = lead.personalDetails;
      const code = person?.personalCode;
      const message =
        code === undefined ? undefined : personalCodeMessage(idRules[country], code, person);
      if (message) {
        const path = ['personalDetails', 'personalCode'];
        ctx.addIssue({ code: 'custom', message, path, input: code });
      }
    }),
  );
  return z.pipe(
    checked,
    z.transform((lead: LeadData) => normalized(lead, country)),
  );
}
