// The operator area's calls (issue 25, ADR 0041): sign-in, the session, sign-out. Apart from the
// applicant's calls: an operator route never takes or returns an applicant's personal data.
import * as z from 'zod/mini';
import { fieldErrorSources, journeyOutcomes } from '../journey.ts';
import { smallCountMark } from '../operator-aggregates.ts';
import { productIds } from '../product-ids.ts';
import { choice, isoDate, isoDateTime, text } from '../validation/primitives.ts';
import { validationMessages } from '../validation/messages.ts';
import { deviceClasses, vitalsMetrics, vitalsSteps } from '../vitals.ts';
import { defineRoutes } from './route-types.ts';

export const operatorSignInBodySchema = z.object({
  email: text(254),
  password: text(200),
});

export const operatorSessionSchema = z.object({
  email: text(254),
  expiresAt: isoDateTime(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

/** The periods the area's figures cover, in days back from now; 28 when none is asked for. */
export const operatorPeriods = ['7', '28', '90'] as const;
export const defaultOperatorPeriod = '28';
export const operatorPeriodQuerySchema = z.object({ days: z.optional(choice(operatorPeriods)) });

const shownCountSchema = z.union([z.number(), z.literal(smallCountMark)]);

/** Speed in the field (issue 25 item 4): p75 per brand, metric and device class. */
export const operatorVitalsSchema = z.object({
  days: z.number(),
  rows: z.array(
    z.object({
      brand: z.enum(productIds),
      metric: z.enum(vitalsMetrics),
      device: z.enum(deviceClasses),
      p75: z.number(),
      reports: shownCountSchema,
    }),
  ),
});
export type OperatorVitals = z.infer<typeof operatorVitalsSchema>;

/** A brand's figures: the funnel and the fields that trip applicants are read one brand at a time. */
export const operatorBrandQuerySchema = z.object({
  days: z.optional(choice(operatorPeriods)),
  brand: choice(productIds),
});

const step = z.enum(vitalsSteps);

/** The outcomes the funnel shows: the decisions, and the journeys that stopped without one. */
export const funnelOutcomes = [...journeyOutcomes, 'abandoned'] as const;

/** Where applicants drop off (issue 25 item 2, ADR 0042). */
export const operatorFunnelSchema = z.object({
  days: z.number(),
  brand: z.enum(productIds),
  journeys: shownCountSchema,
  /** In the order applicants meet them (the median time from the journey's start). */
  steps: z.array(
    z.object({
      step,
      reached: shownCountSchema,
      completed: shownCountSchema,
      /** Reached and never completed. */
      left: shownCountSchema,
      /** From shown to completed; null when no journey completed it. */
      medianSeconds: z.nullable(z.number()),
    }),
  ),
  outcomes: z.array(
    z.object({
      outcome: z.enum(funnelOutcomes),
      /** For accepted and redirected applications: the partner; else null. */
      partner: z.nullable(z.string()),
      journeys: shownCountSchema,
    }),
  ),
});

/** Where fields trip applicants (issue 25 item 3, ADR 0042), the most met first. */
export const operatorFieldErrorsSchema = z.object({
  days: z.number(),
  brand: z.enum(productIds),
  rows: z.array(
    z.object({
      step,
      field: z.string(),
      message: z.enum(Object.values(validationMessages) as [string, ...string[]]),
      source: z.enum(fieldErrorSources),
      /** How often the error was shown. */
      shown: shownCountSchema,
      /** How many journeys met it. */
      journeys: shownCountSchema,
      /** Of those, how many then completed the step. */
      corrected: shownCountSchema,
    }),
  ),
});

/** Each decision's count, keyed by the outcome: the columns follow journeyOutcomes. */
const perOutcome = Object.fromEntries(
  journeyOutcomes.map((outcome) => [outcome, shownCountSchema]),
) as Record<(typeof journeyOutcomes)[number], typeof shownCountSchema>;

/**
 * Applications per day (issue 25 item 6): each calendar day (UTC) of the period, oldest first,
 * today so far last; a day without any is a row of zeros, so a chart's gaps are only "<5".
 */
export const operatorApplicationsPerDaySchema = z.object({
  days: z.number(),
  brand: z.enum(productIds),
  rows: z.array(
    z.object({
      /** YYYY-MM-DD, UTC. */
      day: isoDate(),
      /** Journeys whose first event was that day. */
      started: shownCountSchema,
      /** Per decision: journeys whose last decision was that one, made that day. */
      ...perOutcome,
    }),
  ),
});

/** What each partner answered when asked for a decision, and what it was not asked (breaker). */
export const partnerAnswerOutcomes = [
  'accepted',
  'declined',
  'timedOut',
  'errors',
  'skipped',
] as const;

const perAnswerOutcome = Object.fromEntries(
  partnerAnswerOutcomes.map((outcome) => [outcome, shownCountSchema]),
) as Record<(typeof partnerAnswerOutcomes)[number], typeof shownCountSchema>;

/**
 * The partners' answers over the period (docs/partners.md): per catalogue partner, the leads
 * sent and how they were answered, acceptance as a share of those sent (null under five), the
 * latency of the answers that came, and the circuit breaker's state now.
 */
export const operatorPartnersSchema = z.object({
  days: z.number(),
  rows: z.array(
    z.object({
      partner: text(40),
      name: text(80),
      /** Remote partners are asked over HTTP; local ones decide in the API (demonstration). */
      decision: z.enum(['local', 'remote']),
      sent: shownCountSchema,
      ...perAnswerOutcome,
      /** accepted / sent, 0 to 1; null while fewer than five were sent. */
      acceptanceRate: z.nullable(z.number()),
      medianMs: z.nullable(z.number()),
      p95Ms: z.nullable(z.number()),
      /** While the breaker is open the partner is not asked; null when closed. */
      circuitOpenUntil: z.nullable(isoDateTime()),
    }),
  ),
});
export type OperatorPartners = z.infer<typeof operatorPartnersSchema>;

export const operatorRoutes = defineRoutes({
  operatorSignIn: {
    method: 'POST',
    path: '/api/operator/session',
    specPath: null,
    successStatus: 200,
    body: operatorSignInBodySchema,
    response: operatorSessionSchema,
  },
  operatorSession: {
    method: 'GET',
    path: '/api/operator/session',
    specPath: null,
    successStatus: 200,
    response: operatorSessionSchema,
    access: 'operator',
  },
  operatorSignOut: {
    method: 'POST',
    path: '/api/operator/sign-out',
    specPath: null,
    successStatus: 204,
    response: null,
    access: 'operator',
  },
  operatorVitals: {
    method: 'GET',
    path: '/api/operator/vitals',
    specPath: null,
    successStatus: 200,
    query: operatorPeriodQuerySchema,
    response: operatorVitalsSchema,
    access: 'operator',
  },
  operatorFunnel: {
    method: 'GET',
    path: '/api/operator/funnel',
    specPath: null,
    successStatus: 200,
    query: operatorBrandQuerySchema,
    response: operatorFunnelSchema,
    access: 'operator',
  },
  operatorFieldErrors: {
    method: 'GET',
    path: '/api/operator/field-errors',
    specPath: null,
    successStatus: 200,
    query: operatorBrandQuerySchema,
    response: operatorFieldErrorsSchema,
    access: 'operator',
  },
  operatorApplicationsPerDay: {
    method: 'GET',
    path: '/api/operator/applications-per-day',
    specPath: null,
    successStatus: 200,
    query: operatorBrandQuerySchema,
    response: operatorApplicationsPerDaySchema,
    access: 'operator',
  },
  operatorPartners: {
    method: 'GET',
    path: '/api/operator/partners',
    specPath: null,
    successStatus: 200,
    query: operatorPeriodQuerySchema,
    response: operatorPartnersSchema,
    access: 'operator',
  },
});
