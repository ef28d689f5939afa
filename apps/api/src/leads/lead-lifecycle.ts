import { randomUUID } from 'node:crypto';
import { ProgressState } from '@finceptiv/contract/progress-states';
import type { ProductId } from '@finceptiv/contract/products';
import { consentsFor } from '../decision/offer.ts';
import { defaultCatalogue, partnerById } from '../partners/catalogue.ts';
import type { Lead } from './lead-repository.ts';
import type {
  AskingPartners,
  DecisionCandidate,
  LeadData,
  PartnerEnd,
  PendingDecision,
  StoredLeadState,
} from './lead-model.ts';

const S = ProgressState;

function baseState(brand: ProductId, now: Date): StoredLeadState {
  return {
    brand,
    applicationResult: { status: 'in_progress' },
    customerConsents: [],
    routeChange: false,
    lastOperationTimestamp: now.toISOString(),
  };
}

export function newLead(
  product: string,
  brand: ProductId,
  flow: Lead['flow'],
  data: LeadData,
  state: number,
  now: Date,
): Lead {
  return {
    id: randomUUID(),
    product,
    flow,
    progressState: state,
    data,
    state: baseState(brand, now),
    partner: null,
    decisionVisibleAt: null,
    createdAt: now,
    updatedAt: now,
    consentRecord: null,
  };
}

/** Records an operation: new timestamp, and whether it moved the applicant to another screen. */
export function touch(lead: Lead, previousState: number, now: Date): Lead {
  return {
    ...lead,
    updatedAt: now,
    state: {
      ...lead.state,
      routeChange: lead.progressState !== previousState,
      lastOperationTimestamp: now.toISOString(),
    },
  };
}

/** The decision for an accepted lead: the partner's offer, consents, steps and end. */
export function acceptedBy(
  candidate: DecisionCandidate,
  offer: Record<string, unknown>,
  redirectUrl?: string | null,
): PendingDecision {
  const end: PartnerEnd =
    candidate.end.kind === 'redirect' && redirectUrl && mayLandOn(candidate.end, redirectUrl)
      ? { ...candidate.end, url: redirectUrl }
      : candidate.end;
  return {
    progressState: S.Accepted,
    applicationResult: {
      status: 'accepted',
      offerId: `${candidate.id}-${randomUUID()}`,
      partner: { name: candidate.name },
    },
    partner: candidate.id,
    remaining: [...candidate.steps],
    customerConsents: consentsFor(candidate),
    offer,
    end,
  };
}

/**
 * A page a partner's answer names: any for a link (GET); for a form POST only one on the origin
 * of the catalogue's landing page, the one origin the app's CSP lets a form post to.
 */
function mayLandOn(end: Extract<PartnerEnd, { kind: 'redirect' }>, url: string): boolean {
  if (end.method === 'GET') return true;
  return end.url !== undefined && new URL(end.url).origin === new URL(url).origin;
}

export function rejectedFor(reason: string): PendingDecision {
  return {
    progressState: S.Rejected,
    applicationResult: { status: 'rejected' },
    partner: null,
    remaining: [],
    customerConsents: [],
    reason,
  };
}

/** Moves a lead to Checking with its decision held back until `delayMs` has passed. */
export function holdDecision(
  lead: Lead,
  now: Date,
  delayMs: number,
  pending: PendingDecision,
): Lead {
  const checking = awaitPartners(lead, now, delayMs, undefined);
  return revealDecision({ ...checking, state: { ...checking.state, pending } }, now);
}

/** Moves a lead to Checking while its partners are asked; shown no sooner than `delayMs`. */
export function awaitPartners(
  lead: Lead,
  now: Date,
  delayMs: number,
  asking: AskingPartners | undefined,
): Lead {
  const state: StoredLeadState = { ...lead.state, applicationResult: { status: 'checking' } };
  if (asking !== undefined) state.asking = asking;
  return {
    ...lead,
    progressState: S.Checking,
    decisionVisibleAt: new Date(now.getTime() + delayMs),
    state,
  };
}

/** Applies a held-back decision once its time has come (lazy, so any instance can serve it). */
export function revealDecision(lead: Lead, now: Date): Lead {
  const { pending, ...rest } = lead.state;
  if (pending === undefined || lead.decisionVisibleAt === null || lead.decisionVisibleAt > now)
    return lead;
  const state: StoredLeadState = {
    ...rest,
    applicationResult: pending.applicationResult,
    remaining: pending.remaining,
    customerConsents: pending.customerConsents,
  };
  if (pending.offer) state.offer = pending.offer;
  if (pending.end) state.end = pending.end;
  if (pending.reason !== undefined) state.rejection = pending.reason;
  return { ...lead, progressState: pending.progressState, partner: pending.partner, state };
}

/** After a post-offer step (or from Accepted): the partner's next step, then thank-you or redirect. */
export function advancePostOffer(lead: Lead): Lead {
  const [next, ...rest] = lead.state.remaining ?? [];
  if (next !== undefined)
    return { ...lead, progressState: next, state: { ...lead.state, remaining: rest } };
  // Leads decided before the end was kept with them take it from the shipped catalogue.
  const end = lead.state.end ?? partnerById(defaultCatalogue, lead.partner)?.end;
  if (end?.kind === 'redirect' && lead.partner !== null) {
    const offerId = lead.state.applicationResult.offerId ?? '';
    const standIn = `/api/partner/${lead.partner}/landing?offerId=${encodeURIComponent(offerId)}`;
    return {
      ...lead,
      progressState: S.Redirected,
      state: {
        ...lead.state,
        remaining: [],
        applicationResult: { ...lead.state.applicationResult, status: 'redirected' },
        redirect: { url: end.url ?? standIn, method: end.method },
      },
    };
  }
  return {
    ...lead,
    progressState: S.ThankYou,
    state: {
      ...lead.state,
      remaining: [],
      applicationResult: { ...lead.state.applicationResult, status: 'completed' },
    },
  };
}
