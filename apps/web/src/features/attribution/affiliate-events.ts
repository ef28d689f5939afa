import { leadRoutes } from '@finceptiv/contract/api/lead-routes';
import type {
  AffiliateEventBody,
  AffiliateLifecycleEvent,
  affiliateOutcomes,
} from '@finceptiv/contract/api/lead-schemas';
import type { AffiliateReference } from '@finceptiv/contract/entities/tracking';
import { ProgressState, beforeOfferStates } from '@finceptiv/contract/progress-states';
import { isEmptyAffiliateReference } from '@finceptiv/contract/validation/identifier-rules';
import { apiRequest, ApiError } from '@/shared/api/client';
import { clientPath } from '@/shared/api/client-path';
import { log } from '@/shared/lib/log';

// Spec 7 /affiliate/event (issue 26 item 1): an application that came through an affiliate
// reports the moments the affiliate network pays on, with the reference of spec 3/4. What is
// due follows from the application's state alone, so a reload, a continue link or a flow that
// skips a screen still reports each event; the API keeps one per lead and event.

type AffiliateOutcome = (typeof affiliateOutcomes)[number];

export interface DueAffiliateEvent {
  event: AffiliateLifecycleEvent;
  outcome?: AffiliateOutcome;
}

const outcomeOfState: Partial<Record<number, AffiliateOutcome>> = {
  [ProgressState.Accepted]: 'accepted',
  [ProgressState.Redirected]: 'redirected',
  [ProgressState.Rejected]: 'rejected',
};
const beforeSubmission: readonly number[] = [ProgressState.None, ...beforeOfferStates];

/** The events an application in this state has earned: created, then submitted, then its outcome. */
export function dueAffiliateEvents(
  leadId: string | undefined,
  progressState: number,
): DueAffiliateEvent[] {
  if (!leadId) return [];
  const due: DueAffiliateEvent[] = [{ event: 'lead_created' }];
  if (!beforeSubmission.includes(progressState)) due.push({ event: 'lead_submitted' });
  const outcome = outcomeOfState[progressState];
  if (outcome) due.push({ event: 'outcome_reached', outcome });
  return due;
}

export interface AffiliateContext {
  /** The backend product id (spec 7 adds it to every affiliate-event body). */
  product: AffiliateEventBody['product'];
  leadId: string | undefined;
  progressState: number;
  reference: AffiliateReference | undefined;
  sessionId: string | null;
}

type Send = (body: AffiliateEventBody) => Promise<unknown>;

const sendEvent: Send = (body) => apiRequest('POST', clientPath(leadRoutes.affiliateEvent), body);

/** Sent (or in flight) in this page: the same event is not sent again until it fails. */
const reported = new Set<string>();

/** Sends the due events not yet sent; only for an application that has an affiliate reference. */
export function reportAffiliateEvents(context: AffiliateContext, send: Send = sendEvent): void {
  const { reference, leadId } = context;
  if (!leadId || !reference || isEmptyAffiliateReference(reference)) return;
  for (const due of dueAffiliateEvents(leadId, context.progressState)) {
    const key = `${leadId} ${due.event}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const body: AffiliateEventBody = {
      product: context.product,
      event: due.event,
      ...(due.outcome ? { outcome: due.outcome } : {}),
      leadId,
      ...(context.sessionId ? { sessionId: context.sessionId } : {}),
      ...(reference.attribute ? { attribute: reference.attribute } : {}),
      ...(reference.subId ? { subId: reference.subId } : {}),
      ...(reference.transactionId ? { transactionId: reference.transactionId } : {}),
      occurredAt: new Date().toISOString(),
    };
    send(body).catch((error: unknown) => {
      // Spec 8: affiliate status failures are logged (the event and the status, no ids). The
      // next change of the application's state tries again.
      reported.delete(key);
      const status = error instanceof ApiError ? error.status : 0;
      log.warn('Affiliate status failure', { event: due.event, status });
    });
  }
}

/** Tests only: a fresh page. */
export function forgetReportedAffiliateEvents(): void {
  reported.clear();
}
