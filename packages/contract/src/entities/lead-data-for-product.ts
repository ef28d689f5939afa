// Lead data checked against one brand: loan amount and period inside its LoanConfig and phone
// numbers valid in its country. The base leadDataSchema cannot know either.
import * as z from 'zod/mini';
import type { Product } from '../products.ts';
import { loanAmountSchema, loanPeriodSchema } from '../validation/amount-rules.ts';
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

function build(product: ProductLimits) {
  const phone = phoneNumberSchema(product.country);
  const checks: readonly Check[] = [
    [['amount'], loanAmountSchema(product.loan)],
    [['period'], loanPeriodSchema(product.loan)],
    [['contactDetails', 'phoneNumber'], phone],
    [['incomeDetails', 'workPhone'], phone],
    [['referenceDetails', 'phoneNumber'], phone],
  ];
  return leadDataSchema.check(
    z.superRefine((lead, ctx) => {
      for (const [path, schema] of checks) {
        const value = valueAt(lead, path);
        if (value === undefined) continue;
        const result = z.safeParse(schema, value);
        for (const issue of result.error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [...path], input: value });
        }
      }
    }),
  );
}
