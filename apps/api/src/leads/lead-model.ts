import { z } from 'zod';
import { backendProductIds } from '@finceptiv/contract/product-ids';

// TODO: replace with @finceptiv/contract lead schema
export const leadBodySchema = z.looseObject({
  product: z.enum(backendProductIds, { error: 'validation.product.unknown' }),
  amount: z.number().positive().optional(),
  period: z.number().int().positive().optional(),
  periodScale: z.enum(['days', 'months']).optional(),
  tags: z.array(z.string().max(100)).max(50).optional(),
});

export type LeadData = Record<string, unknown> & { product: string; tags?: string[] };

export interface ApplicationResult {
  status: string;
  offerId?: string;
  partner?: { name: string };
}

export interface Redirect {
  url: string;
  method: 'GET' | 'POST';
}

/** What the lead row keeps beside its data: the outcome, and a decision not yet visible. */
export interface StoredLeadState {
  applicationResult: ApplicationResult;
  customerConsents: unknown[];
  routeChange: boolean;
  lastOperationTimestamp: string;
  redirect?: Redirect;
  offer?: Record<string, unknown>;
  /** Post-offer states still ahead, in order (from the partner catalogue). */
  remaining?: number[];
  pending?: PendingDecision;
}

export interface PendingDecision {
  progressState: number;
  applicationResult: ApplicationResult;
  partner: string | null;
  remaining: number[];
  redirect?: Redirect;
  offer?: Record<string, unknown>;
}
