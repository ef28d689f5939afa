// Spec 1 per-product page data and the spec 3 session object.
import * as z from 'zod/mini';
import { sessionIdSchema } from '../validation/identifier-rules.ts';
import { text } from '../validation/primitives.ts';

/** Missing title texts fall back to the product's display name. */
export const pageDataSchema = z.object({
  pageTitle: z.optional(text(200)),
  metaDescription: z.optional(text(500)),
  metaKeywords: z.optional(text(500)),
  footerText: z.optional(text(200)),
  layoutClassName: z.optional(text(100)),
  mainClassName: z.optional(text(100)),
});
export type PageData = z.infer<typeof pageDataSchema>;

export const sessionSchema = z.object({
  sessionId: sessionIdSchema,
  contactDetails: z.object({
    email: z.optional(z.string()),
    phoneNumber: z.optional(z.string()),
  }),
});
export type Session = z.infer<typeof sessionSchema>;
