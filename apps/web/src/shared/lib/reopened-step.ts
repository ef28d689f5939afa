// A form step reopened to fix a server field error about its own field (issue 23.5): the errors
// travel in the router's location state, so the step shows them on its fields, and the progress
// navigator lets the applicant stay on that earlier step until it is saved again.
import type { FieldError } from '@finceptiv/contract/api/errors';

export interface ReopenedStep {
  reopenedErrors: readonly FieldError[];
}

export function reopenedErrors(state: unknown): readonly FieldError[] | undefined {
  if (typeof state !== 'object' || state === null || !('reopenedErrors' in state)) return undefined;
  const errors = (state as ReopenedStep).reopenedErrors;
  return Array.isArray(errors) && errors.length > 0 ? errors : undefined;
}
