// Spec 7 post-offer step calls: each takes the strict body of the states it completes
// (post-offer-steps.ts) and answers with the lead's new state.
import * as z from 'zod/mini';
import { postOfferSteps, type StepEndpoint } from '../post-offer-steps.ts';
import { strictKeys } from '../validation/primitives.ts';
import { leadIdSchema } from './common.ts';
import { leadResponseSchema } from './lead-schemas.ts';
import { defineRoutes, type ApiRoute } from './route-types.ts';
import { stepBodySchemaForEndpoint } from './post-offer-step-schemas.ts';
import { verificationSessionResponseSchema } from './verification-session.ts';

/** A step endpoint's route name: '/lead/offer/employment-details' -> 'offerEmploymentDetails'. */
type RouteName<E extends string> = E extends `/lead/${infer Tail}` ? CamelCase<Tail> : never;
type CamelCase<S extends string> = S extends `${infer Head}${'/' | '-'}${infer Rest}`
  ? `${Head}${Capitalize<CamelCase<Rest>>}`
  : S;

function routeName<E extends StepEndpoint>(endpoint: E): RouteName<E> {
  return endpoint
    .slice('/lead/'.length)
    .replace(/[/-](.)/g, (_, letter: string) => letter.toUpperCase()) as RouteName<E>;
}

function step(endpoint: StepEndpoint) {
  return {
    method: 'POST',
    path: `/api/lead/${endpoint.slice('/lead/'.length)}`,
    specPath: endpoint,
    successStatus: 200,
    body: stepBodySchemaForEndpoint(endpoint),
    response: leadResponseSchema,
  } as const satisfies ApiRoute;
}

// One route per endpoint of the step table, named after its path: the table is the one list.
const stepEndpoints = [
  ...new Set(Object.values(postOfferSteps).map((entry) => entry.endpoint)),
] as StepEndpoint[];
const stepRoutes = Object.fromEntries(
  stepEndpoints.map((endpoint) => [routeName(endpoint), step(endpoint)]),
) as { [E in StepEndpoint as RouteName<E>]: ReturnType<typeof step> };

export const offerStepRoutes = defineRoutes({
  // ARCHITECTURE.md addition: opened by a widget screen (states 9, 17, 19) before it frames the provider.
  verificationSession: {
    method: 'POST',
    path: '/api/lead/verification/session',
    specPath: null,
    successStatus: 200,
    body: z.strictObject({ id: leadIdSchema }, strictKeys),
    response: verificationSessionResponseSchema,
  },
  ...stepRoutes,
});
