import { ProgressState } from '@finceptiv/contract/progress-states';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { partnerBySlug } from '../decision/partner-catalogue.ts';
import { consentStates, stepEndpoints } from '../decision/step-endpoints.ts';
import { conflict } from '../http/errors.ts';
import { applyConsents } from '../leads/apply-consents.ts';
import { loadLead } from '../leads/lead-access.ts';
import { runLeadStep } from '../leads/lead-step.ts';
import { toLeadState } from '../leads/lead-state.ts';
import { mergeLeadData } from '../leads/merge-lead-data.ts';
import { parseStepBody } from '../leads/step-body.ts';
import { noStore } from './no-store.ts';

const S = ProgressState;

export function postOfferStepRoutes(api: FastifyInstance, ctx: AppContext): void {
  for (const [path, states] of Object.entries(stepEndpoints)) {
    api.route({
      method: ['POST', 'PUT'],
      url: path,
      handler: (request, reply) => {
        const body = parseStepBody(request.body);
        return runLeadStep(ctx, request, reply, {
          leadId: body.id,
          states,
          apply: (lead) => {
            const answers = { ...lead.state.answers, [path]: body.answers };
            const merged = {
              ...lead,
              data: mergeLeadData(lead.data, body.data),
              state: { ...lead.state, answers },
            };
            return consentStates.has(lead.progressState)
              ? applyConsents(merged, body.consents)
              : merged;
          },
        });
      },
    });
  }

  // From the accepted screen into the partner's first step.
  api.post<{ Params: { id: string } }>('/lead/continue/:id', (request, reply) =>
    runLeadStep(ctx, request, reply, { leadId: request.params.id, states: [S.Accepted] }),
  );

  // Optional steps (per partner) can be skipped.
  api.post<{ Params: { id: string } }>('/lead/skip/:id', (request, reply) =>
    runLeadStep(ctx, request, reply, {
      leadId: request.params.id,
      states: [
        ...new Set(Object.values(stepEndpoints).flat()),
        S.MobileVerification,
        S.ChangeMobileNumber,
      ],
      apply: (lead) => {
        const skippable = partnerBySlug(lead.partner)?.skippable ?? [];
        if (!skippable.some((s) => s === lead.progressState)) throw conflict('not_skippable');
        return lead;
      },
    }),
  );

  // The partner hand-over: URL and method once the lead is redirected.
  api.get<{ Params: { id: string } }>('/lead/:id/redirect', async (request, reply) => {
    noStore(reply);
    const lead = await loadLead(ctx.db, request.params.id, ctx.now());
    if (lead.progressState !== S.Redirected || lead.state.redirect === undefined)
      throw conflict('wrong_state');
    return reply.send({ ...toLeadState(lead), ...lead.state.redirect });
  });
}
