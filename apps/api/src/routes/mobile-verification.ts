import { ProgressState } from '@finceptiv/contract/progress-states';
import { phoneTextSchema } from '@finceptiv/contract/entities/phone-text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../app.ts';
import type { Database } from '../db/schema.ts';
import { conflict, fieldErrors, zodFieldErrors } from '../http/errors.ts';
import { idempotent } from '../http/idempotency.ts';
import { loadLead } from '../leads/lead-access.ts';
import { advancePostOffer, touch } from '../leads/lead-lifecycle.ts';
import { saveLead, type Lead } from '../leads/lead-repository.ts';
import { toLeadState } from '../leads/lead-state.ts';
import { mergeLeadData } from '../leads/merge-lead-data.ts';
import { checkCode, issueCode, type CodePolicy } from '../verification/codes.ts';
import { noStore } from './no-store.ts';

const S = ProgressState;
const HOUR = 3_600_000;

// TODO: replace with the request schemas of @finceptiv/contract's API route map when it lands.
const idBody = z.object({ id: z.string().max(64) });
const verifyBody = z.object({
  id: z.string().max(64),
  code: z.string().regex(/^\d{6}$/, 'validation.verificationCode.format'),
});

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw fieldErrors(zodFieldErrors(result.error.issues));
  return result.data;
}

function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••${digits.slice(-3)}`;
}

export function mobileVerificationRoutes(api: FastifyInstance, ctx: AppContext): void {
  const policy: CodePolicy = {
    secret: ctx.env.APP_SECRET,
    ttlMs: ctx.limits.codeTtlMs,
    maxSends: ctx.limits.smsSendsPerLead,
    maxAttempts: ctx.limits.verifyAttemptsPerCode,
  };
  const sendLimit = { rateLimit: { max: ctx.limits.smsSendsPerClientPerHour, timeWindow: HOUR } };
  const verifyLimit = {
    rateLimit: { max: ctx.limits.verifyAttemptsPerClientPerHour, timeWindow: HOUR },
  };

  async function send(trx: Transaction<Database>, lead: Lead, force: boolean) {
    const phone = lead.data.contactDetails?.phoneNumber;
    if (phone === undefined)
      throw fieldErrors([
        { fieldName: 'contactDetails.phoneNumber', message: 'validation.required' },
      ]);
    const issued = await issueCode(trx, policy, lead.id, phone, ctx.now(), force);
    const { code } = issued;
    // Sent after commit: never a text for a code the database did not keep.
    const afterCommit = async () => {
      if (code !== undefined)
        await ctx.sms.send({ leadId: lead.id, phone, text: `Your verification code is ${code}` });
    };
    const body = {
      phoneNumber: maskPhone(phone),
      expiresAt: issued.expiresAt.toISOString(),
      resendsLeft: issued.sendsLeft,
    };
    return { body, afterCommit };
  }

  function sendRoute(force: boolean) {
    return (request: FastifyRequest, reply: FastifyReply) => {
      noStore(reply);
      const { id } = parse(idBody, request.body);
      return idempotent(ctx.db, request, reply, async (trx) => {
        const lead = await loadLead(trx, id, ctx.now(), true);
        if (lead.progressState !== S.MobileVerification) throw conflict('wrong_state');
        return { status: 200, ...(await send(trx, lead, force)) };
      });
    };
  }

  // Opening the screen: sends a code unless a live one exists.
  api.post('/lead/mobile/verification', { config: sendLimit }, sendRoute(false));
  api.post('/v2/customer/mobile/resend-code', { config: sendLimit }, sendRoute(true));

  api.post('/v2/customer/mobile/verify', { config: verifyLimit }, (request, reply) => {
    noStore(reply);
    const { id, code } = parse(verifyBody, request.body);
    return idempotent(ctx.db, request, reply, async (trx) => {
      const now = ctx.now();
      const stored = await loadLead(trx, id, now, true);
      if (stored.progressState !== S.MobileVerification) throw conflict('wrong_state');
      // A wrong code is answered, not thrown, so the counted attempt is committed.
      const result = await checkCode(trx, policy, id, code, now);
      if (result === 'locked') return { status: 429, body: { error: 'too_many_attempts' } };
      if (result !== 'ok') {
        const message =
          result === 'expired'
            ? 'validation.verificationCode.expired'
            : 'validation.verificationCode.wrong';
        return { status: 422, body: { errors: [{ fieldName: 'code', message }] } };
      }
      const lead = touch(advancePostOffer(stored), stored.progressState, now);
      await saveLead(trx, lead);
      return { status: 200, body: toLeadState(lead) };
    });
  });

  // Change of number: from the change screen (15) or while verifying (7); a new code goes out.
  api.post('/v2/customer/mobile', { config: sendLimit }, (request, reply) => {
    noStore(reply);
    const body = parse(idBody.extend({ phoneNumber: z.string().max(40) }), request.body);
    const phone = phoneTextSchema.safeParse(body.phoneNumber);
    if (!phone.success) throw fieldErrors(zodFieldErrors(phone.error.issues, 'phoneNumber'));
    return idempotent(ctx.db, request, reply, async (trx) => {
      const now = ctx.now();
      const stored = await loadLead(trx, body.id, now, true);
      if (
        stored.progressState !== S.MobileVerification &&
        stored.progressState !== S.ChangeMobileNumber
      ) {
        throw conflict('wrong_state');
      }
      let lead: Lead = {
        ...stored,
        data: mergeLeadData(stored.data, { contactDetails: { phoneNumber: phone.data } }),
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
        body: { ...toLeadState(lead), verification: sent.body },
        afterCommit: sent.afterCommit,
      };
    });
  });
}
