// Spec 7 post-offer step calls: all take a step body and answer with the lead's new state.
import { leadResponseSchema } from './lead-schemas.ts';
import { defineRoutes, type ApiRoute } from './route-types.ts';
import { stepBodySchema } from './step-schemas.ts';

/** `tail` is the spec path without its leading slash. */
function step<P extends string>(tail: P) {
  return {
    method: 'POST',
    path: `/api/${tail}`,
    specPath: `/${tail}`,
    successStatus: 200,
    body: stepBodySchema,
    response: leadResponseSchema,
  } as const satisfies ApiRoute;
}

export const offerStepRoutes = defineRoutes({
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
