// The body of a field-data report (ADR 0029). Strict: an unknown key is a field error, so a
// client cannot slip anything else (an id, an address) into the store.
import * as z from 'zod/mini';
import { productIds } from '../product-ids.ts';
import { deviceClasses, vitalsMetrics, vitalsSteps } from '../vitals.ts';
import { validationMessages as M } from '../validation/messages.ts';

const number = (max: number) =>
  z
    .number({ error: M.invalid })
    .check(z.gte(0, { error: M.numberMin }), z.lte(max, { error: M.numberMax }));

/** ms; a minute is already far past anything worth averaging. */
const milliseconds = number(60_000);

/**
 * INP's attribution (web-vitals): which kind of element the slow interaction hit and where its
 * time went. The target is a CSS selector the library builds from tag, id and class names; the
 * pattern keeps it to those characters, so it cannot carry a typed value.
 */
export const inpAttributionSchema = z.strictObject({
  target: z.optional(
    z
      .string({ error: M.invalid })
      .check(
        z.maxLength(160, { error: M.tooLong }),
        z.regex(/^[A-Za-z0-9 _#.>:()[\]="'*,-]*$/, { error: M.invalid }),
      ),
  ),
  type: z.optional(z.enum(['pointer', 'keyboard'], { error: M.choice })),
  inputDelay: z.optional(milliseconds),
  processingDuration: z.optional(milliseconds),
  presentationDelay: z.optional(milliseconds),
  loadState: z.optional(
    z.enum(['loading', 'dom-interactive', 'dom-content-loaded', 'complete'], { error: M.choice }),
  ),
});

export const vitalsEntrySchema = z.strictObject({
  metric: z.enum(vitalsMetrics, { error: M.choice }),
  /** ms for every metric but CLS, which is a unitless score. */
  value: number(60_000),
  step: z.enum(vitalsSteps, { error: M.choice }),
  attribution: z.optional(inpAttributionSchema),
});

export const vitalsReportSchema = z.strictObject({
  brand: z.enum(productIds, { error: M.choice }),
  device: z.enum(deviceClasses, { error: M.choice }),
  entries: z
    .array(vitalsEntrySchema)
    .check(z.minLength(1, { error: M.required }), z.maxLength(20, { error: M.tooLong })),
});
export type VitalsReport = z.infer<typeof vitalsReportSchema>;
export type VitalsEntry = z.infer<typeof vitalsEntrySchema>;
