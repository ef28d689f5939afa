// The last form posts every collected data point (spec 2) as a v3 lead. A 422 answer's field
// errors go back to the forms that own them; any other failure is thrown to the caller.
import { fieldErrorSchema } from '@finceptiv/contract/entities/dynamic-form';
import type { LeadApplicationState } from '@finceptiv/contract/entities/lead-application-state';
import type { Product } from '@finceptiv/contract/products';
import { z } from 'zod/mini';
import { ApiError, apiRequest } from '@/shared/api/client';
import type { DataPointValue, FieldError } from '../definitions/types';

export interface Submission {
  dataPoints: Record<string, DataPointValue>;
  dataPointsPerStep: Record<string, string[]>;
}

/** The lead response (ARCHITECTURE.md 3): the lead id and its application state. */
export type SubmittedLead = { id: string } & Partial<LeadApplicationState>;

export type SubmitResult = { ok: true; lead: SubmittedLead } | { ok: false; errors: FieldError[] };

export type SubmitApplication = (submission: Submission) => Promise<SubmitResult>;

const unprocessable = z.object({ errors: z.array(fieldErrorSchema) });

// FIXME: a second way to save a lead. When the page is registered, submit through
// `useSaveLead` (features/application/public/use-save-lead.ts), which adds device info, stored
// data, the one-key-per-submission retry and the state; keep its `retry` for a failed attempt.
export function postApplication(product: Product, idempotencyKey: string): SubmitApplication {
  return async (submission) => {
    try {
      const body = { product: product.backendProduct, tags: ['ui:react'], ...submission };
      const lead = await apiRequest<SubmittedLead>('POST', '/v3/lead', body, { idempotencyKey });
      return { ok: true, lead };
    } catch (error) {
      const parsed =
        error instanceof ApiError && error.status === 422 && unprocessable.safeParse(error.body);
      if (parsed && parsed.success) return { ok: false, errors: parsed.data.errors };
      throw error;
    }
  };
}
