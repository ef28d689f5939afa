// Bodies of mobile verification and the customer calls (spec 7); the post-offer step bodies
// are in post-offer-step-schemas.ts.
import * as z from 'zod/mini';
import { customerConsentSchema } from '../entities/lead-application-state.ts';
import { phoneTextSchema } from '../entities/phone-text.ts';
import { validationMessages as M } from '../validation/messages.ts';
import { isoDateTime, strictKeys, text } from '../validation/primitives.ts';
import { leadIdSchema } from './common.ts';

export const verificationCodeSchema = z
  .string({ error: M.invalid })
  .check(z.regex(/^\d{6}$/, { error: M.verificationCodeFormat }));

export const verifyMobileBodySchema = z.strictObject(
  { id: leadIdSchema, code: verificationCodeSchema },
  strictKeys,
);
export const changeMobileBodySchema = z.strictObject(
  { id: leadIdSchema, phoneNumber: phoneTextSchema },
  strictKeys,
);

/** Answer to a code being (re)sent: when it expires and how many sends remain. */
export const codeSentResponseSchema = z.object({
  expiresAt: isoDateTime(),
  sendsLeft: z.int().check(z.gte(0)),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

export const passwordMinLength = 10;
export const setPasswordBodySchema = z.strictObject(
  {
    id: leadIdSchema,
    password: text(128).check(z.minLength(passwordMinLength, { error: M.passwordTooShort })),
  },
  strictKeys,
);

export const documentIdBodySchema = z.strictObject(
  { id: leadIdSchema, documentType: z.optional(text(30)), documentId: text(50) },
  strictKeys,
);

export const customerConsentsResponseSchema = z.array(customerConsentSchema);

/** The signed token of an unsubscribe link (issue 20): it names the address by a keyed hash. */
export const unsubscribeBodySchema = z.object({ token: text(512) });
