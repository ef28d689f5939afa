import type { ApiRouteName } from '@finceptiv/contract/api';
import { offerStepRoutes } from '@finceptiv/contract/api/offer-step-routes';
import { stepBodySchemaFor, type StepBody } from '@finceptiv/contract/api/post-offer-step-schemas';
import { postOfferStepFor, statesForEndpoint } from '@finceptiv/contract/post-offer-steps';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import type { Transaction } from 'kysely';
import type { AppContext } from '../app.ts';
import type { Database } from '../db/schema.ts';
import { offerAdjustmentErrors } from '../decision/offer-adjustment.ts';
import { everyStepState } from '../decision/step-endpoints.ts';
import { conflict, fieldErrors, zodFieldErrors } from '../http/errors.ts';
import { applyConsents } from '../leads/apply-consents.ts';
import { loadLead } from '../leads/lead-access.ts';
import type { Lead } from '../leads/lead-repository.ts';
import { runLeadStep } from '../leads/lead-step.ts';
import { toLeadState } from '../leads/lead-state.ts';
import { mergeLeadData } from '../leads/merge-lead-data.ts';
import { consumeWidgetResult } from '../verification/widget-result.ts';
import type { RouteHandler, RouteHandlers } from './contract-routes.ts';
import { noStore } from './no-store.ts';
import { verificationSessionHandler } from './verification-session-handler.ts';

const S = ProgressState;

type OfferStepName = Exclude<keyof typeof offerStepRoutes, 'verificationSession'> & ApiRouteName;
const stepRoutes = Object.entries(offerStepRoutes).filter(
  (entry): entry is [OfferStepName, (typeof offerStepRoutes)[OfferStepName]] =>
    entry[0] !== 'verificationSession',
);

/** The body the lead's current state accepts: a sibling state's field on a shared endpoint is a 422. */
function ownBody(state: number, raw: unknown): StepBody {
  const result = stepBodySchemaFor(state)?.safeParse(raw);
  if (result === undefined) throw conflict('wrong_state');
  if (!result.success) throw fieldErrors(zodFieldErrors(result.error.issues));
  return result.data;
}

async function requireWidgetResult(
  ctx: AppContext,
  trx: Transaction<Database>,
  lead: Lead,
  token: string | undefined,
): Promise<void> {
  const provider = postOfferStepFor(lead.progressState)?.verification;
  if (provider === undefined) return;
  const expected = { leadId: lead.id, provider, now: ctx.now() };
  const ok =
    token !== undefined && (await consumeWidgetResult(trx, ctx.env.APP_SECRET, expected, token));
  if (!ok) throw fieldErrors([{ fieldName: 'verification', message: M.verificationResult }]);
}

function offerStep(ctx: AppContext, path: string): RouteHandler<OfferStepName> {
  const states = statesForEndpoint(path);
  return (request, reply, { body }) =>
    runLeadStep(ctx, request, reply, {
      leadId: body.id,
      states,
      apply: async (lead, trx) => {
        // `id` stays in `fields`: mergeLeadData never copies it onto the lead.
        const {
          answers = {},
          consents = {},
          verification,
          ...fields
        } = ownBody(lead.progressState, request.body);
        await requireWidgetResult(ctx, trx, lead, verification);
        if (lead.progressState === S.ProvidentOffer) {
          const errors = offerAdjustmentErrors(lead, answers);
          if (errors.length > 0) throw fieldErrors(errors);
        }
        const merged = {
          ...lead,
          data: mergeLeadData(lead.data, fields),
          state: { ...lead.state, answers: { ...lead.state.answers, [path]: answers } },
        };
        return postOfferStepFor(lead.progressState)?.consents
          ? applyConsents(merged, consents)
          : merged;
      },
    });
}

type StepHandlers = Pick<
  RouteHandlers,
  | OfferStepName
  | 'verificationSession'
  | 'skipStep'
  | 'continueLead'
  | 'leadRedirect'
  | 'documentId'
>;

export function stepHandlers(ctx: AppContext): StepHandlers {
  const offerSteps = Object.fromEntries(
    stepRoutes.map(([name, route]) => [name, offerStep(ctx, route.specPath)]),
  ) as Pick<RouteHandlers, OfferStepName>;
  return {
    ...offerSteps,
    verificationSession: verificationSessionHandler(ctx),

    // From the accepted screen into the partner's first step.
    continueLead: (request, reply, { params }) =>
      runLeadStep(ctx, request, reply, { leadId: params.id, states: [S.Accepted] }),

    // A step the contract's table marks skippable (its partner allows it) can be skipped.
    skipStep: (request, reply, { params }) =>
      runLeadStep(ctx, request, reply, {
        leadId: params.id,
        states: everyStepState,
        apply: (lead) => {
          if (postOfferStepFor(lead.progressState)?.skippable !== true) {
            throw conflict('not_skippable');
          }
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
