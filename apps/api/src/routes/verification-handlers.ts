import { ProgressState } from '@finceptiv/contract/progress-states';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { AppContext } from '../app.ts';
import type { Database } from '../db/schema.ts';
import { conflict, fieldErrors } from '../http/errors.ts';
import { idempotent, type Outcome } from '../http/idempotency.ts';
import { loadLead } from '../leads/lead-access.ts';
import { advancePostOffer, touch } from '../leads/lead-lifecycle.ts';
import { saveLead, type Lead } from '../leads/lead-repository.ts';
import { toLeadState } from '../leads/lead-state.ts';
import { mergeLeadData } from '../leads/merge-lead-data.ts';
import { budgetsLeft, chargeBudgets } from '../limits/budgets.ts';
import { checkCode, issueCode, type CodePolicy } from '../verification/codes.ts';
import { smsCharges } from '../verification/sms-budget.ts';
import type { RouteHandlers } from './contract-routes.ts';
import { noStore } from './no-store.ts';

const S = ProgressState;

type Names = 'startMobileVerification' | 'resendCode' | 'verifyMobile' | 'changeMobile';

export function verificationHandlers(ctx: AppContext): Pick<RouteHandlers, Names> {
  const policy: CodePolicy = {
    secret: ctx.env.APP_SECRET,
    ttlMs: ctx.limits.codeTtlMs,
    maxAttempts: ctx.limits.verifyAttemptsPerCode,
  };

  async function send(trx: Transaction<Database>, lead: Lead, force: boolean): Promise<Outcome> {
    const phone = lead.data.contactDetails?.phoneNumber;
    if (phone === undefined)
      throw fieldErrors([{ fieldName: 'contactDetails.phoneNumber', message: M.required }]);
    const now = ctx.now();
    const issued = await issueCode(trx, policy, lead.id, phone, now, force);
    const { code } = issued;
    // One shared budget for every send route; only a text that goes out spends it.
    const charges = smsCharges(ctx.limits, lead.state.brand, lead.id, phone);
    const sendsLeft =
      code === undefined
        ? await budgetsLeft(trx, ctx.env.APP_SECRET, now, charges)
        : await chargeBudgets(trx, ctx.env.APP_SECRET, now, charges);
    return {
      status: 200,
      body: { expiresAt: issued.expiresAt.toISOString(), sendsLeft },
      leadId: lead.id,
      // Sent after commit: never a text for a code the database did not keep.
      afterCommit: async () => {
        if (code !== undefined)
          await ctx.sms.send({
            leadId: lead.id,
            phone,
            text: `Your verification code is ${code}`,
            secret: code,
          });
      },
    };
  }

  const sendRoute =
    (force: boolean) =>
    (request: FastifyRequest, reply: FastifyReply, input: { body: { id: string } }) => {
      noStore(reply);
      return idempotent(ctx.db, request, reply, async (trx) => {
        const lead = await loadLead(trx, request, input.body.id, ctx.now(), true);
        if (lead.progressState !== S.MobileVerification) throw conflict('wrong_state');
        return send(trx, lead, force);
      });
    };

  return {
    // Opening the screen sends a code unless a live one exists; resend always sends.
    startMobileVerification: sendRoute(false),
    resendCode: sendRoute(true),

    verifyMobile: (request, reply, { body }) => {
      noStore(reply);
      return idempotent(ctx.db, request, reply, async (trx) => {
        const now = ctx.now();
        const stored = await loadLead(trx, request, body.id, now, true);
        if (stored.progressState !== S.MobileVerification) throw conflict('wrong_state');
        // A wrong code is answered, not thrown, so the counted attempt is committed.
        const result = await checkCode(trx, policy, body.id, body.code, now);
        if (result === 'locked') {
          request.securityEvent('security.verification_locked');
          return { status: 429, body: { error: 'too_many_attempts' }, leadId: stored.id };
        }
        if (result === 'wrong') request.securityEvent('security.verification_code_wrong');
        if (result !== 'ok') {
          const errors = [{ fieldName: 'code', message: M.invalid }];
          return { status: 422, body: { errors }, leadId: stored.id };
        }
        const lead = touch(advancePostOffer(stored), stored.progressState, now);
        await saveLead(trx, lead);
        return { status: 200, body: toLeadState(lead), leadId: lead.id };
      });
    },

    // A new number from the change screen (15) or while verifying (7); a new code goes out.
    changeMobile: (request, reply, { body }) => {
      noStore(reply);
      return idempotent(ctx.db, request, reply, async (trx) => {
        const now = ctx.now();
        const stored = await loadLead(trx, request, body.id, now, true);
        if (
          stored.progressState !== S.MobileVerification &&
          stored.progressState !== S.ChangeMobileNumber
        ) {
          throw conflict('wrong_state');
        }
        let lead: Lead = {
          ...stored,
          data: mergeLeadData(stored.data, { contactDetails: { phoneNumber: body.phoneNumber } }),
        };
        if (stored.progressState === S.ChangeMobileNumber) {
          const next =
            lead.state.remaining?.[0] === S.MobileVerification ? advancePostOffer(lead) : lead;
          lead = { ...next, progressState: S.MobileVerification };
        }
        lead = touch(lead, stored.progressState, now);
        await saveLead(trx, lead);
        const sent = await send(trx, lead, true);
        return {
          status: 200,
          body: toLeadState(lead),
          leadId: lead.id,
          ...(sent.afterCommit ? { afterCommit: sent.afterCommit } : {}),
        };
      });
    },
  };
}
