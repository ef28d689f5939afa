import { z } from 'zod';
import { periodScales } from '@finceptiv/contract/entities/lead-data';
import { backendProductIds, countries, productIds } from '@finceptiv/contract/product-ids';
import { everyStepState } from '../decision/step-endpoints.ts';
import { partnerUrl } from './partner-url.ts';

// The partner catalogue a lender configures (PARTNERS_FILE, docs/partners.md). This schema is
// the one definition of the file: the server validates it at start, the docs' field table is
// checked against it (partners-doc.test.ts), and the shipped default is written in it.

/** Lead fields a remote partner may ask to receive; everything else never leaves the API. */
const partnerFieldPaths = [
  'personalDetails.firstName',
  'personalDetails.lastName',
  'personalDetails.gender',
  'personalDetails.dateOfBirth',
  'personalDetails.personalCode',
  'contactDetails.email',
  'contactDetails.phoneNumber',
  'contactDetails.postalCode',
  'contactDetails.city',
  'incomeDetails.monthlyIncome',
  'incomeDetails.incomeSource',
  'incomeDetails.iban',
  'expenses.monthlyExpenses',
] as const;

const range = (max: number) =>
  z
    .strictObject({ min: z.number().min(0).max(max), max: z.number().min(0).max(max) })
    .refine((r) => r.min <= r.max, { message: 'min above max', path: ['min'] });

const eligibilitySchema = z.strictObject({
  /** Loan amount, in the brand's currency. */
  amount: range(1e12).optional(),
  /** Loan term, in `unit`; a lead's term in the other unit is converted at 30 days a month. */
  term: z
    .strictObject({
      min: z.number().int().min(1).max(3650),
      max: z.number().int().min(1).max(3650),
      unit: z.enum(periodScales),
    })
    .refine((r) => r.min <= r.max, { message: 'min above max', path: ['min'] })
    .optional(),
  /** Applicant's age in whole years on the day of the decision. */
  age: range(130).optional(),
  minMonthlyIncome: z.number().min(0).max(1e12).optional(),
  /** The income sources it lends on (incomeDetails.incomeSource), when it states them. */
  incomeSources: z.array(z.string().min(1).max(50)).min(1).optional(),
  /** Backend products (spec 1) whose leads it takes, when it takes only some. */
  products: z.array(z.enum(backendProductIds)).min(1).optional(),
});

const decisionSchema = z.discriminatedUnion('kind', [
  /** Decided in the API, as the demonstration does: a fresh install's partners. */
  z.strictObject({ kind: z.literal('local'), monthlyRate: z.number().min(0).max(1) }),
  z.strictObject({
    kind: z.literal('remote'),
    decisionUrl: partnerUrl,
    /** The longest this partner's answer is waited for; the catalogue's budget caps it. */
    timeoutMs: z.number().int().min(100).max(30_000),
    /** The environment variable holding the shared secret (never the secret itself). */
    secretEnv: z.string().regex(/^[A-Z][A-Z0-9_]{2,63}$/, 'an environment variable name'),
    /** The applicant's fields it receives beside the loan (docs/partners.md lists them). */
    fields: z.array(z.enum(partnerFieldPaths)).default([]),
  }),
]);

const endSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('thank-you') }),
  z.strictObject({
    kind: z.literal('redirect'),
    method: z.enum(['GET', 'POST']),
    /** The partner's landing page; its answer may name another; else the local stand-in. */
    url: partnerUrl.optional(),
  }),
]);

const stepStates = new Set<number>(everyStepState);

export const partnerEntrySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lowercase letters, digits and dashes'),
  name: z.string().min(1).max(80),
  /** The brands and the countries whose leads it takes: a lead matches either. */
  serves: z
    .strictObject({
      brands: z.array(z.enum(productIds)).default([]),
      countries: z.array(z.enum(countries)).default([]),
    })
    .refine((s) => s.brands.length + s.countries.length > 0, {
      message: 'names no brand and no country',
    }),
  eligibility: eligibilitySchema.default({}),
  /** Post-offer states (spec 4) after the offer, in order. */
  steps: z
    .array(
      z
        .number()
        .int()
        .refine((s) => stepStates.has(s), { message: 'not a post-offer state' }),
    )
    .max(6),
  end: endSchema,
  decision: decisionSchema,
});
export type PartnerEntry = z.infer<typeof partnerEntrySchema>;

export const catalogueSchema = z
  .strictObject({
    /** An editor's pointer to docs/partners.schema.json; not read by the server. */
    $schema: z.string().max(2048).optional(),
    /** The longest an applicant waits for the partners' answers, all asked at once. */
    decisionBudgetMs: z.number().int().min(500).max(60_000).default(10_000),
    circuitBreaker: z
      .strictObject({
        /** Failures in a row (timeouts, errors) that open a partner's breaker. */
        failures: z.number().int().min(1).max(100).default(5),
        /** How long an open breaker keeps the partner out before it is asked again. */
        coolDownMs: z.number().int().min(1000).max(86_400_000).default(60_000),
      })
      .default({ failures: 5, coolDownMs: 60_000 }),
    partners: z.array(partnerEntrySchema).min(1).max(100),
  })
  .superRefine((catalogue, ctx) => {
    const seen = new Set<string>();
    catalogue.partners.forEach((partner, index) => {
      if (seen.has(partner.id))
        ctx.addIssue({ code: 'custom', message: 'id used twice', path: ['partners', index, 'id'] });
      seen.add(partner.id);
    });
  });
export type CatalogueFile = z.infer<typeof catalogueSchema>;
