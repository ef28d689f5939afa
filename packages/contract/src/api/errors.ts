// Error bodies of ARCHITECTURE.md 3. Field errors: 422 { errors: [{ fieldName, message }] }
// with an i18n key as message; every other client error: { error: '<code>' }.
import * as z from 'zod/mini';
import { fieldErrorSchema } from '../entities/dynamic-form.ts';

export { fieldErrorSchema, type FieldError } from '../entities/dynamic-form.ts';

export const fieldErrorsBodySchema = z.object({ errors: z.array(fieldErrorSchema) });
export type FieldErrorsBody = z.infer<typeof fieldErrorsBodySchema>;

/** The codes the API answers with, by status. A client branches on the code, never on text. */
export const errorCodes = {
  400: ['bad_request', 'malformed_json', 'idempotency_key'],
  403: ['xsrf', 'origin', 'forbidden'],
  404: ['not_found', 'lead_not_found'],
  409: ['wrong_state', 'not_skippable', 'idempotency_in_progress'],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  422: ['idempotency_key_reused'],
  429: ['rate_limited', 'too_many_codes', 'too_many_attempts'],
  503: ['starting'],
} as const;

export type ErrorStatus = keyof typeof errorCodes;
export type ErrorCode = (typeof errorCodes)[ErrorStatus][number];

export const errorCodeList: readonly ErrorCode[] = Object.values(errorCodes).flat();

export const errorBodySchema = z.object({
  error: z.enum(errorCodeList as [ErrorCode, ...ErrorCode[]]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Either error body, as a client reads an unknown failure. */
export const apiErrorBodySchema = z.union([fieldErrorsBodySchema, errorBodySchema]);
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
