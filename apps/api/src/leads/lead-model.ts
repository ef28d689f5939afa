import type {
  ApplicationResult,
  CustomerConsent,
} from '@finceptiv/contract/entities/lead-application-state';
import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import type { ProductId } from '@finceptiv/contract/product-ids';

export type { LeadData };

export interface Redirect {
  url: string;
  method: 'GET' | 'POST';
}

/** What the lead row keeps beside its data: the outcome, and a decision not yet visible. */
export interface StoredLeadState {
  /** The brand (host) the lead was created through; its country feeds the decision. */
  brand: ProductId;
  applicationResult: ApplicationResult;
  customerConsents: CustomerConsent[];
  routeChange: boolean;
  lastOperationTimestamp: string;
  redirect?: Redirect;
  offer?: Record<string, unknown>;
  /** Post-offer states still ahead, in order (from the partner catalogue). */
  remaining?: number[];
  pending?: PendingDecision;
  /** Partner-specific answers per step path (not lead fields, never in responses). */
  answers?: Record<string, Record<string, string | number | boolean | null>>;
}

export interface PendingDecision {
  progressState: number;
  applicationResult: ApplicationResult;
  partner: string | null;
  remaining: number[];
  customerConsents: CustomerConsent[];
  redirect?: Redirect;
  offer?: Record<string, unknown>;
}
