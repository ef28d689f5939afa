// The operator area's calls (issue 25, ADR 0041): sign-in, the session, sign-out. Apart from the
// applicant's calls: an operator route never takes or returns an applicant's personal data.
import * as z from 'zod/mini';
import { smallCountMark } from '../operator-aggregates.ts';
import { productIds } from '../product-ids.ts';
import { choice, isoDateTime, text } from '../validation/primitives.ts';
import { deviceClasses, vitalsMetrics } from '../vitals.ts';
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
});
