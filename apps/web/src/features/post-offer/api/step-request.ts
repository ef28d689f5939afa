// The post-offer calls of spec 7 and what their answers mean for a screen.
import type { LeadResponse } from '@finceptiv/contract/api/lead-schemas';
import { apiRequest, ApiError } from '@/shared/api/client';

export type StepMethod = 'POST' | 'PUT';

export interface FieldErrorItem {
  fieldName: string;
  message: string;
}

/** What went wrong, in the terms a screen acts on. */
export type StepFailure =
  | { kind: 'fields'; errors: FieldErrorItem[] }
  /** The lead is not (any more) in this screen's state: follow the server's state. */
  | { kind: 'wrong-state' }
  | { kind: 'too-many' }
  | { kind: 'other' };

export function stepFailure(error: unknown): StepFailure {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
    errors?: unknown;
    error?: unknown;
  };
  if (error.status === 422 && Array.isArray(body.errors)) {
    const errors = body.errors.filter(
      (e): e is FieldErrorItem =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as FieldErrorItem).fieldName === 'string' &&
        typeof (e as FieldErrorItem).message === 'string',
    );
    return { kind: 'fields', errors };
  }
  if (error.status === 409 && body.error === 'wrong_state') return { kind: 'wrong-state' };
  if (error.status === 429) return { kind: 'too-many' };
  return { kind: 'other' };
}

export function sendStep<T = LeadResponse>(
  method: StepMethod,
  endpoint: string,
  body: unknown,
  idempotencyKey: string,
): Promise<T> {
  return apiRequest<T>(method, endpoint, body, { idempotencyKey });
}

/** The state part of a lead response, as the application slice stores it. */
export function statePart(response: LeadResponse) {
  const {
    progressState,
    applicationResult,
    customerConsents,
    routeChange,
    lastOperationTimestamp,
  } = response;
  return {
    progressState,
    ...(applicationResult ? { applicationResult } : {}),
    ...(customerConsents ? { customerConsents } : {}),
    ...(routeChange === undefined ? {} : { routeChange }),
    ...(lastOperationTimestamp ? { lastOperationTimestamp } : {}),
  };
}
