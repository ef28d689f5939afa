// One submission of a form = one Idempotency-Key (ARCHITECTURE.md 3). The request is built
// on the first try and kept, so a retry resends the same body under the same key and the
// server answers with the first result instead of creating a second lead.
import type { LeadRequest } from './lead-request';

export interface SubmissionAttempt {
  readonly key: string;
  request?: LeadRequest;
}

export function newSubmission(newKey: () => string = () => crypto.randomUUID()): SubmissionAttempt {
  return { key: newKey() };
}
