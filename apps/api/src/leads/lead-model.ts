import type {
  ApplicationResult,
  CustomerConsent,
} from '@finceptiv/contract/entities/lead-application-state';
import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import type { ProductId } from '@finceptiv/contract/product-ids';

export type { LeadData };

/** How a partner's part ends: its thank-you, or the applicant handed over by GET or POST. */
export type PartnerEnd =
  { kind: 'thank-you' } | { kind: 'redirect'; method: 'GET' | 'POST'; url?: string | undefined };

/** A partner the lead was routed to, as the catalogue had it when the lead was submitted. */
export interface DecisionCandidate {
  id: string;
  name: string;
  /** Its place in the catalogue: the tie-break between equally cheap offers. */
  order: number;
  steps: number[];
  end: PartnerEnd;
}

/** A lead whose remote partners are being asked (ADR 0061). */
export interface AskingPartners {
  /** ISO time: past it the lead is decided on the answers in, the rest counted as timed out. */
  deadline: string;
  /** Every partner whose answer competes: the remote ones asked and the local one. */
  candidates: DecisionCandidate[];
}

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
  asking?: AskingPartners;
  /** The decided partner's end, kept from the decision (the catalogue may change after it). */
  end?: PartnerEnd;
  /** Why the lead was rejected (for the operator; never in a response). */
  rejection?: string;
  /** Partner-specific answers per step path (not lead fields, never in responses). */
  answers?: Record<string, Record<string, string | number | boolean | null>>;
}

export interface PendingDecision {
  progressState: number;
  applicationResult: ApplicationResult;
  partner: string | null;
  remaining: number[];
  customerConsents: CustomerConsent[];
  offer?: Record<string, unknown>;
  end?: PartnerEnd;
  reason?: string;
}
