import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { AppContext } from '../app.ts';
import type { Database } from '../db/schema.ts';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import { changedDecisionInputs } from '../decision/decision-inputs.ts';
import { conflict, fieldErrors } from '../http/errors.ts';
import { idempotent } from '../http/idempotency.ts';
import { noStore } from '../routes/no-store.ts';
import { loadLead } from './lead-access.ts';
import { advancePostOffer, touch } from './lead-lifecycle.ts';
import type { Lead } from './lead-repository.ts';
import { saveLead } from './lead-repository.ts';
import { toLeadState } from './lead-state.ts';

export interface StepOptions {
  leadId: unknown;
  /** States in which this call is allowed (409 otherwise). */
  states: readonly number[];
  /** Changes to the lead before it moves on; may throw 422. */
  apply?: (lead: Lead, trx: Transaction<Database>) => Lead | Promise<Lead>;
  /** Whether the call completes the step (default) or only saves. */
  advance?: boolean | ((lead: Lead) => boolean);
}

/** One post-offer step call: lock the lead, check its state, apply, move on, answer its state. */
export async function runLeadStep(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: StepOptions,
): Promise<FastifyReply> {
  noStore(reply);
  const { leadId } = options;
  if (typeof leadId !== 'string')
    throw fieldErrors([{ fieldName: 'id', message: 'validation.required' }]);
  return idempotent(ctx.db, request, reply, async (trx) => {
    const now = ctx.now();
    const stored = await loadLead(trx, request, leadId, now, true);
    if (!options.states.includes(stored.progressState)) throw conflict('wrong_state');
    let lead = options.apply ? await options.apply(stored, trx) : stored;
    // Every call here comes after the lead check: what the decision used may not change.
    const frozen = changedDecisionInputs(stored.data, lead.data);
    if (frozen.length > 0)
      throw fieldErrors(frozen.map((fieldName) => ({ fieldName, message: M.frozenAfterDecision })));
    const advance =
      typeof options.advance === 'function' ? options.advance(lead) : (options.advance ?? true);
    if (advance) lead = advancePostOffer(lead);
    lead = touch(lead, stored.progressState, now);
    await saveLead(trx, lead);
    return { status: 200, body: toLeadState(lead), leadId: lead.id };
  });
}
