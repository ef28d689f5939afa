// A bank or card widget session (states 9, 17, 19): the reference the provider's frame carries
// instead of the lead id; the provider's signed result names it and completes the step once.
// A file of its own so the widget screen's chunk carries only this schema.
import * as z from 'zod/mini';
import { verificationProviders } from '../post-offer-steps.ts';
import { isoDateTime, text } from '../validation/primitives.ts';

export const verificationSessionResponseSchema = z.object({
  reference: text(64),
  provider: z.enum(verificationProviders),
  expiresAt: isoDateTime(),
});
export type VerificationSession = z.infer<typeof verificationSessionResponseSchema>;
