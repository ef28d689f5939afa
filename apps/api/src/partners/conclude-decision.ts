import { ProgressState } from '@finceptiv/contract/progress-states';
import { inTransaction } from '../db/in-transaction.ts';
import { acceptedBy, rejectedFor } from '../leads/lead-lifecycle.ts';
import { findLead, saveLead, type Executor } from '../leads/lead-repository.ts';
import { chooseOffer } from './choose-offer.ts';
import { answersFor, isUnsettled, settleAnswer } from './partner-answers.ts';

/**
 * Decides a lead that awaits its partners, once every answer is in or its deadline has passed:
 * the best accepted offer, else rejected. Under the lead's row lock and only while the lead
 * still awaits, so of several instances (the asker, a callback, a reader after the deadline)
 * exactly one decides. Past the deadline an answer still out is settled as timed out, and a
 * callback that comes later is refused. True when this call decided it.
 */
export function concludeDecision(db: Executor, leadId: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const lead = await findLead(trx, leadId, true);
    const asking = lead?.state.asking;
    if (lead === undefined || asking === undefined || lead.progressState !== ProgressState.Checking)
      return false;
    const answers = await answersFor(trx, leadId);
    const open = answers.filter((answer) => isUnsettled(answer.status));
    if (open.length > 0 && now < new Date(asking.deadline)) return false;
    for (const answer of open)
      await settleAnswer(
        trx,
        leadId,
        answer.partnerId,
        { outcome: 'timedOut', latencyMs: null },
        now,
      );
    const chosen = chooseOffer(asking.candidates, answers);
    const pending = chosen
      ? acceptedBy(chosen.candidate, chosen.offer, chosen.redirectUrl)
      : rejectedFor('no_partner_accepted');
    const state = { ...lead.state };
    Reflect.deleteProperty(state, 'asking');
    const shownAt = lead.decisionVisibleAt ?? now;
    await saveLead(trx, {
      ...lead,
      decisionVisibleAt: shownAt > now ? shownAt : now,
      state: { ...state, pending },
    });
    return true;
  });
}

/** Whether a lead awaits partners past its deadline: the next reader decides it. */
export const isPastDeadline = (state: { asking?: { deadline: string } }, now: Date): boolean =>
  state.asking !== undefined && now >= new Date(state.asking.deadline);
