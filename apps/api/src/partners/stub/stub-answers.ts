import { z } from 'zod';
import { periodScales } from '@finceptiv/contract/entities/lead-data';
import { countries } from '@finceptiv/contract/product-ids';
import { decisionAnswerSchema, type DecisionAnswer, type DecisionRequest } from '../wire.ts';
import { annuityOffer } from './annuity-offer.ts';

// What the stub partner answers, per behaviour, kept apart from the HTTP handling so the
// rules (which answers a repeat gets again, which answers promise a callback) read in one place.

export const stubBehaviours = ['accept', 'decline', 'slow', 'error', 'garbage', 'pending'] as const;
export type StubBehaviour = (typeof stubBehaviours)[number];

export interface StubPartner {
  /** The secret shared with the API: verifies requests, signs callbacks. */
  secret: string;
  behaviour: StubBehaviour;
  /** For the offer's annuity; 0.02 (2 % a month) unless set. */
  monthlyRate?: number;
  /** How long every answer takes; 'slow' waits defaultSlowMs unless set. */
  delayMs?: number;
  declineReason?: string;
  /** For 'pending': the decision called back once delayMs has passed. */
  callback?: { delayMs: number; decision: 'accepted' | 'declined' };
  redirectUrl?: string;
}

/** Longer than any partner timeout the catalogue allows (catalogue-schema.ts: 30 s at most). */
export const defaultSlowMs = 31_000;
const defaultMonthlyRate = 0.02;
const defaultCallback = { delayMs: 1_000, decision: 'accepted' } as const;
const defaultDeclineReason = 'declined by the partner stub';

export interface StubAnswer {
  status: number;
  text: string;
  /**
   * Whether a repeat of the same Idempotency-Key gets this answer again. Only decisions are
   * kept: after a 503 or an unreadable body the API's retry is the first real attempt, as
   * with a lender whose failure stored nothing.
   */
  keep: boolean;
  /** For 'pending': what to call back with (the event id is added when it is sent). */
  callback?: { delayMs: number; body: { applicationId: string; decision: DecisionAnswer } };
}

// The request's fields the stub answers from, typed against wire.ts's DecisionRequest so the
// two cannot drift. Loan bounds are those of offerSchema: the stub can always answer in them.
const decisionRequestSchema: z.ZodType<DecisionRequest> = z.object({
  applicationId: z.string().min(1).max(200),
  brand: z.string(),
  country: z.enum(countries),
  currency: z.string(),
  loan: z.object({
    amount: z.number().positive().max(1e12),
    period: z.number().int().positive().max(3650),
    periodScale: z.enum(periodScales),
  }),
  applicant: z.record(z.string(), z.unknown()),
});

/** The request as sent (extra fields kept, for data-minimisation checks), or null if unusable. */
export function parseDecisionRequest(text: string): DecisionRequest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return decisionRequestSchema.safeParse(value).success ? (value as DecisionRequest) : null;
}

function accepted(partner: StubPartner, request: DecisionRequest): DecisionAnswer {
  const offer = annuityOffer(request.loan, partner.monthlyRate ?? defaultMonthlyRate);
  return partner.redirectUrl === undefined
    ? { status: 'accepted', offer }
    : { status: 'accepted', offer, redirectUrl: partner.redirectUrl };
}

function declined(partner: StubPartner): DecisionAnswer {
  return { status: 'declined', reason: partner.declineReason ?? defaultDeclineReason };
}

const json = (status: number, body: unknown, keep: boolean): StubAnswer => ({
  status,
  text: JSON.stringify(body),
  keep,
});

/** The answer to a first request under its Idempotency-Key. */
export function decide(partner: StubPartner, request: DecisionRequest): StubAnswer {
  switch (partner.behaviour) {
    case 'accept':
    case 'slow':
      return json(200, accepted(partner, request), true);
    case 'decline':
      return json(200, declined(partner), true);
    case 'error':
      return json(503, { error: 'unavailable' }, false);
    case 'garbage':
      return { status: 200, text: 'not json {', keep: false };
    case 'pending': {
      const callback = partner.callback ?? defaultCallback;
      const decision =
        callback.decision === 'accepted' ? accepted(partner, request) : declined(partner);
      return {
        ...json(200, { status: 'pending' }, true),
        callback: {
          delayMs: callback.delayMs,
          body: { applicationId: request.applicationId, decision },
        },
      };
    }
  }
}

const sampleRequest: DecisionRequest = {
  applicationId: 'sample',
  brand: 'sample',
  country: 'ES',
  currency: 'EUR',
  loan: { amount: 1000, period: 12, periodScale: 'months' },
  applicant: {},
};

const nonNegative = (value: number | undefined) =>
  value === undefined || (Number.isFinite(value) && value >= 0);

/** Throws, naming the partner, on a setting that would make the stub answer outside the wire format. */
export function checkPartner(id: string, partner: StubPartner): void {
  const problem = (message: string) => new Error(`partner stub: ${id}: ${message}`);
  if (typeof partner.secret !== 'string' || partner.secret === '') throw problem('no secret');
  if (!(stubBehaviours as readonly string[]).includes(partner.behaviour))
    throw problem(`behaviour must be one of ${stubBehaviours.join(', ')}`);
  if (!nonNegative(partner.delayMs) || !nonNegative(partner.callback?.delayMs))
    throw problem('a delay must be a number of milliseconds, 0 or more');
  // The sample answers go through the wire format's own schema, so a rate whose APR it
  // refuses, a bad redirectUrl or an overlong reason is caught at start, not in a test.
  for (const answer of [accepted(partner, sampleRequest), declined(partner)]) {
    const check = decisionAnswerSchema.safeParse(answer);
    if (!check.success)
      throw problem(check.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '));
  }
}
