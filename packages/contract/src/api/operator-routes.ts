// The operator area's calls (issue 25, ADR 0041): sign-in, the session, sign-out. Apart from the
// applicant's calls: an operator route never takes or returns an applicant's personal data.
import * as z from 'zod/mini';
import { isoDateTime, text } from '../validation/primitives.ts';
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
});
