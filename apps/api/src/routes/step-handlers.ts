import { ProgressState } from '@finceptiv/contract/progress-states';
import type { ApiRouteName } from '@finceptiv/contract/api';
import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import type { AppContext } from '../app.ts';
import { partnerBySlug } from '../decision/partner-catalogue.ts';
import { consentStates, stepEndpoints } from '../decision/step-endpoints.ts';
import { conflict } from '../http/errors.ts';
import { applyConsents } from '../leads/apply-consents.ts';
import { loadLead } from '../leads/lead-access.ts';
import { runLeadStep } from '../leads/lead-step.ts';
import { toLeadState } from '../leads/lead-state.ts';
import { mergeLeadData } from '../leads/merge-lead-data.ts';
import type { RouteHandler, RouteHandlers } from './contract-routes.ts';
import { noStore } from './no-store.ts';

const S = ProgressState;

type OfferStepName = Extract<ApiRouteName, keyof typeof stepEndpointByRoute>;

// Route-map names of the post-offer step calls, with their spec path (decision/step-endpoints.ts).
const stepEndpointByRoute = {
  vehicle: '/lead/vehicle',
  sale: '/lead/sale',
  account: '/lead/account',
  maritalDetails: '/lead/marital-details',
  aide: '/lead/aide',
  cnp: '/lead/cnp',
  wniosek: '/lead/wniosek',
  santanderComperia: '/lead/santander-comperia',
  offerPayment: '/lead/offer/payment',
  offerEmploymentDetails: '/lead/offer/employment-details',
  offerPersonalDetails: '/lead/offer/personal-details',
  offerPolicy: '/lead/offer/policy',
  offerDynamicPolicy: '/lead/offer/dynamic-policy',
  offerCreditDetails: '/lead/offer/credit-details',
  offerProfessionalDetails: '/lead/offer/professional-details',
  offerCustomerDebts: '/lead/offer/customer-debts',
  offerReferenceDetails: '/lead/offer/reference-details',
  offerSkipDocumentUpload: '/lead/offer/skip-document-upload',
  offerAcceptCrediteaOffer: '/lead/offer/accept-creditea-offer',
  offerUpdateProvidentOffer: '/lead/offer/update-provident-offer',
} as const;

function offerStep(ctx: AppContext, path: string): RouteHandler<OfferStepName> {
  const states = stepEndpoints[path] ?? [];
  return (request, reply, { body }) => {
    const { id, answers = {}, consents = {}, ...fields } = body;
    const data: LeadData = fields;
    return runLeadStep(ctx, request, reply, {
      leadId: id,
      states,
      apply: (lead) => {
        const allAnswers = { ...lead.state.answers, [path]: answers };
        const merged = {
          ...lead,
          data: mergeLeadData(lead.data, data),
          state: { ...lead.state, answers: allAnswers },
        };
        return consentStates.has(lead.progressState) ? applyConsents(merged, consents) : merged;
      },
    });
  };
}

type StepHandlers = Pick<
  RouteHandlers,
  OfferStepName | 'skipStep' | 'continueLead' | 'leadRedirect' | 'documentId'
>;

export function stepHandlers(ctx: AppContext): StepHandlers {
  const offerSteps = Object.fromEntries(
    Object.entries(stepEndpointByRoute).map(([name, path]) => [name, offerStep(ctx, path)]),
  ) as Pick<RouteHandlers, OfferStepName>;
  const everyStepState = [
    ...new Set(Object.values(stepEndpoints).flat()),
    S.MobileVerification,
    S.ChangeMobileNumber,
  ];
  return {
    ...offerSteps,

    // From the accepted screen into the partner's first step.
    continueLead: (request, reply, { params }) =>
      runLeadStep(ctx, request, reply, { leadId: params.id, states: [S.Accepted] }),

    // Optional steps (per partner) can be skipped.
    skipStep: (request, reply, { params }) =>
      runLeadStep(ctx, request, reply, {
        leadId: params.id,
        states: everyStepState,
        apply: (lead) => {
          const skippable = partnerBySlug(lead.partner)?.skippable ?? [];
          if (!skippable.some((s) => s === lead.progressState)) throw conflict('not_skippable');
          return lead;
        },
      }),

    // The partner hand-over: URL and method once the lead is redirected.
    leadRedirect: async (request, reply, { params }) => {
      noStore(reply);
      const lead = await loadLead(ctx.db, request, params.id, ctx.now());
      if (lead.progressState !== S.Redirected || lead.state.redirect === undefined)
        throw conflict('wrong_state');
      return reply.send({ ...toLeadState(lead), ...lead.state.redirect });
    },

    // The identity document number on the id-upload screen; the upload itself completes it.
    documentId: (request, reply, { body }) =>
      runLeadStep(ctx, request, reply, {
        leadId: body.id,
        states: [S.IdUpload],
        advance: false,
        apply: (lead) => {
          const answer = { documentType: body.documentType ?? null, documentId: body.documentId };
          return {
            ...lead,
            state: {
              ...lead.state,
              answers: { ...lead.state.answers, '/lead/documentId': answer },
            },
          };
        },
      }),
  };
}
