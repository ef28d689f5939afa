// Spec 7 post-offer step calls: each takes the strict body of the states it completes
// (post-offer-steps.ts) and answers with the lead's new state.
import * as z from 'zod/mini';
import { strictKeys } from '../validation/primitives.ts';
import { leadIdSchema } from './common.ts';
import { leadResponseSchema } from './lead-schemas.ts';
import { defineRoutes, type ApiRoute } from './route-types.ts';
import { stepBodySchemaForEndpoint } from './post-offer-step-schemas.ts';
import { verificationSessionResponseSchema } from './verification-session.ts';

/** `tail` is the spec path without its leading slash. */
function step<P extends string>(tail: P) {
  return {
    method: 'POST',
    path: `/api/${tail}`,
    specPath: `/${tail}`,
    successStatus: 200,
    body: stepBodySchemaForEndpoint(`/${tail}`),
    response: leadResponseSchema,
  } as const satisfies ApiRoute;
}

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
  vehicle: step('lead/vehicle'),
  sale: step('lead/sale'),
  account: step('lead/account'),
  maritalDetails: step('lead/marital-details'),
  aide: step('lead/aide'),
  cnp: step('lead/cnp'),
  wniosek: step('lead/wniosek'),
  santanderComperia: step('lead/santander-comperia'),
  offerPayment: step('lead/offer/payment'),
  offerEmploymentDetails: step('lead/offer/employment-details'),
  offerPersonalDetails: step('lead/offer/personal-details'),
  offerPolicy: step('lead/offer/policy'),
  offerDynamicPolicy: step('lead/offer/dynamic-policy'),
  offerCreditDetails: step('lead/offer/credit-details'),
  offerProfessionalDetails: step('lead/offer/professional-details'),
  offerCustomerDebts: step('lead/offer/customer-debts'),
  offerReferenceDetails: step('lead/offer/reference-details'),
  offerSkipDocumentUpload: step('lead/offer/skip-document-upload'),
  offerAcceptCrediteaOffer: step('lead/offer/accept-creditea-offer'),
  offerUpdateProvidentOffer: step('lead/offer/update-provident-offer'),
});
