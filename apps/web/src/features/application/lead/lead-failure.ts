// Turns a failed lead call into what the form needs: field errors to show (422 in the
// contract's shape) or a failure the applicant can retry. Never reads personal data.
import { fieldErrorsBodySchema, type FieldError } from '@finceptiv/contract/api/errors';
import { ApiError } from '@/shared/api/client';

export type LeadFailure =
  | { kind: 'invalid'; status: 422; errors: FieldError[] }
  /** status 0: no HTTP answer (offline, aborted, unreadable response). */
  | { kind: 'failed'; status: number };

export function classifyLeadFailure(error: unknown): LeadFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed', status: 0 };
  if (error.status === 422) {
    const parsed = fieldErrorsBodySchema.safeParse(error.body);
    // A 422 without field errors (a reused idempotency key) is not the applicant's to fix.
    if (parsed.success && parsed.data.errors.length > 0) {
      return { kind: 'invalid', status: 422, errors: parsed.data.errors };
    }
  }
  return { kind: 'failed', status: error.status };
}
