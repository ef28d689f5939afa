// Spec 7 read-only look-ups, translations, and the ARCHITECTURE.md additions (health, xsrf).
import * as z from 'zod/mini';
import { choiceListSchema, productQuerySchema } from './common.ts';
import {
  companyListResponseSchema,
  companyParamsSchema,
  emailParamsSchema,
  emailValidationResponseSchema,
  missingKeysBodySchema,
  partnerLogosResponseSchema,
  policiesResponseSchema,
  postcodeLookupResponseSchema,
  postcodeParamsSchema,
  postcodeQuerySchema,
  professionalDetailsMappingSchema,
  translationParamsSchema,
  translationResourceSchema,
  vehicleModelsResponseSchema,
} from './lookup-schemas.ts';
import { defineRoutes } from './route-types.ts';
import { policyDocumentParamsSchema, policyDocumentRoute } from '../policies.ts';

const postcode = {
  successStatus: 200,
  params: postcodeParamsSchema,
  query: postcodeQuerySchema,
  response: postcodeLookupResponseSchema,
} as const;

export const lookupRoutes = defineRoutes({
  postcodeLookup: {
    method: 'GET',
    path: '/api/postcode/lookup/:code',
    specPath: '/postcode/lookup/{code}',
    ...postcode,
  },
  postcode: {
    method: 'GET',
    path: '/api/postcode/:code',
    specPath: '/postcode/{code}',
    ...postcode,
  },
  // Spec 7's "configured policies path" is this one.
  policies: {
    method: 'GET',
    path: '/api/policy',
    specPath: '/policy',
    successStatus: 200,
    query: productQuerySchema,
    response: policiesResponseSchema,
  },
  // A brand's terms or privacy policy as an HTML page (ADR 0040): what every consent box links to.
  policyDocument: {
    method: 'GET',
    path: policyDocumentRoute,
    specPath: null,
    successStatus: 200,
    params: policyDocumentParamsSchema,
    response: z.string(),
  },
  company: {
    method: 'GET',
    path: '/api/company/:name',
    specPath: '/company/{name}',
    successStatus: 200,
    params: companyParamsSchema,
    response: companyListResponseSchema,
  },
  vehicleModels: {
    method: 'GET',
    path: '/api/data/vehicleModels.json',
    specPath: '/data/vehicleModels.json',
    successStatus: 200,
    response: vehicleModelsResponseSchema,
  },
  countryChoices: {
    method: 'GET',
    path: '/api/choices/country',
    specPath: '/choices/country',
    successStatus: 200,
    response: choiceListSchema,
  },
  positionChoices: {
    method: 'GET',
    path: '/api/choices/position',
    specPath: '/choices/position',
    successStatus: 200,
    response: choiceListSchema,
  },
  // Spec 7's "professional-details mapping path".
  professionalDetailsMapping: {
    method: 'GET',
    path: '/api/choices/professional-details',
    specPath: '/choices/professional-details',
    successStatus: 200,
    response: professionalDetailsMappingSchema,
  },
  validateEmail: {
    method: 'GET',
    path: '/api/email/validate/:email',
    specPath: '/email/validate/{email}',
    successStatus: 200,
    params: emailParamsSchema,
    response: emailValidationResponseSchema,
  },
  partnerLogos: {
    method: 'GET',
    path: '/api/partner/logos',
    specPath: '/partner/logos',
    successStatus: 200,
    response: partnerLogosResponseSchema,
  },
  translations: {
    method: 'GET',
    path: '/api/locales/:lng/:ns.json',
    specPath: '/locales/{lng}/{ns}.json',
    successStatus: 200,
    params: translationParamsSchema,
    response: translationResourceSchema,
  },
  addMissingTranslations: {
    method: 'POST',
    path: '/api/locales/add/:lng/:ns',
    specPath: '/locales/add/{lng}/{ns}',
    successStatus: 204,
    params: translationParamsSchema,
    body: missingKeysBodySchema,
    response: null,
  },
  health: {
    method: 'GET',
    path: '/api/health',
    specPath: null,
    successStatus: 200,
    response: z.object({ status: z.literal('ok') }),
  },
  // Sets the XSRF-TOKEN cookie before the first state-changing call.
  xsrf: { method: 'GET', path: '/api/xsrf', specPath: null, successStatus: 204, response: null },
});
