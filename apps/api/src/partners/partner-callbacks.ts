import { isFinalState, ProgressState } from '@finceptiv/contract/progress-states';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import { advancePostOffer, touch } from '../leads/lead-lifecycle.ts';
import { findLead, saveLead, type Executor } from '../leads/lead-repository.ts';
import type { RemotePartner } from './catalogue.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { findApplication, isUnsettled, type AnswerStatus } from './partner-answers.ts';
import type { PartnerDecisions } from './partner-decisions.ts';
import type { PartnerCallback } from './wire.ts';

// What a verified callback does (ADR 0061; the route checks the signature and the body first).
// In one transaction with the record of its event id, so a callback refused here can be sent
// again once the reason is gone, and one applied is never applied twice.

export type CallbackResult = 'applied' | 'recorded' | 'duplicate';

async function isRepeat(
  trx: Executor,
  partnerId: string,
  eventId: string,
  leadId: string,
  now: Date,
): Promise<boolean> {
  const stored = await trx
    .insertInto('partner_callbacks')
    .values({ partner_id: partnerId, event_id: eventId, lead_id: leadId, received_at: now })
    .onConflict((c) => c.columns(['partner_id', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return stored === undefined;
}

export async function applyCallback(
  db: Executor,
  decisions: PartnerDecisions,
  partner: RemotePartner,
  callback: PartnerCallback,
  now: Date,
): Promise<CallbackResult> {
  const application = await findApplication(db, partner.id, callback.applicationId);
  if (application === undefined) throw notFound('application_not_found');
  const leadId = application.lead_id;
  return inTransaction(db, async (trx) => {
    if (await isRepeat(trx, partner.id, callback.eventId, leadId, now)) return 'duplicate';
    const lead = await findLead(trx, leadId, true);
    if (lead === undefined) throw notFound('application_not_found');
    if (callback.type === 'decision') {
      const answer = await findApplication(trx, partner.id, callback.applicationId);
      const open = answer !== undefined && isUnsettled(answer.status as AnswerStatus);
      if (!open || lead.progressState !== ProgressState.Checking) throw conflict('lead_decided');
      const { decision } = callback;
      const latencyMs = now.getTime() - answer.asked_at.getTime();
      await decisions.settle(
        trx,
        leadId,
        partner,
        decision.status === 'accepted'
          ? {
              outcome: 'accepted',
              latencyMs,
              offer: decision.offer,
              ...(decision.redirectUrl ? { redirectUrl: decision.redirectUrl } : {}),
            }
          : {
              outcome: 'declined',
              latencyMs,
              ...(decision.reason ? { reason: decision.reason } : {}),
            },
        now,
      );
      return 'applied';
    }
    if (isFinalState(lead.progressState)) throw conflict('lead_ended');
    if (lead.partner !== partner.id) throw new HttpError(403, { error: 'not_your_lead' });
    if (lead.progressState !== callback.state) throw conflict('wrong_state');
    if (callback.outcome === 'failed') {
      // The applicant stays on the step (they may try again); the partner's word is kept.
      const answers = {
        ...lead.state.answers,
        [`partner-callback/${callback.state}`]: { outcome: 'failed', at: now.toISOString() },
      };
      await saveLead(trx, { ...lead, state: { ...lead.state, answers } });
      return 'recorded';
    }
    await saveLead(trx, touch(advancePostOffer(lead), lead.progressState, now));
    return 'applied';
  });
}
