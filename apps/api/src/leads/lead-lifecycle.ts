import { randomUUID } from 'node:crypto';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { products, type ProductId } from '@finceptiv/contract/products';
import { decisionInputs } from '../decision/decision-inputs.ts';
import { decide } from '../decision/engine.ts';
import { partnerBySlug } from '../decision/partner-catalogue.ts';
import { consentsFor, offerFor } from '../decision/offer.ts';
import type { Lead } from './lead-repository.ts';
import type { LeadData, PendingDecision, StoredLeadState } from './lead-model.ts';

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

/** Moves a lead to Checking with the engine's decision held back until `delayMs` has passed. */
export function submitForDecision(lead: Lead, now: Date, delayMs: number): Lead {
  const inputs = decisionInputs(lead.data);
  const decision = decide(lead.product, products[lead.state.brand].country, inputs, now);
  const pending: PendingDecision =
    decision.kind === 'rejected'
      ? {
          progressState: S.Rejected,
          applicationResult: { status: 'rejected' },
          partner: null,
          remaining: [],
          customerConsents: [],
        }
      : {
          progressState: S.Accepted,
          applicationResult: {
            status: 'accepted',
            offerId: `${decision.partner.slug}-${randomUUID()}`,
            partner: { name: decision.partner.name },
          },
          partner: decision.partner.slug,
          remaining: [...decision.partner.steps],
          customerConsents: consentsFor(decision.partner),
          offer: offerFor(decision.partner, inputs),
        };
  const checking: Lead = {
    ...lead,
    progressState: S.Checking,
    decisionVisibleAt: new Date(now.getTime() + delayMs),
    state: { ...lead.state, applicationResult: { status: 'checking' }, pending },
  };
  return revealDecision(checking, now);
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
  return { ...lead, progressState: pending.progressState, partner: pending.partner, state };
}

/** After a post-offer step (or from Accepted): the partner's next step, then thank-you or redirect. */
export function advancePostOffer(lead: Lead): Lead {
  const [next, ...rest] = lead.state.remaining ?? [];
  if (next !== undefined)
    return { ...lead, progressState: next, state: { ...lead.state, remaining: rest } };
  const partner = partnerBySlug(lead.partner);
  if (partner?.end.kind === 'redirect') {
    const offerId = lead.state.applicationResult.offerId ?? '';
    return {
      ...lead,
      progressState: S.Redirected,
      state: {
        ...lead.state,
        remaining: [],
        applicationResult: { ...lead.state.applicationResult, status: 'redirected' },
        redirect: {
          url: `/api/partner/${partner.slug}/landing?offerId=${encodeURIComponent(offerId)}`,
          method: partner.end.method,
        },
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
