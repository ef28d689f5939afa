import { ProgressState } from '@finceptiv/contract/progress-states';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { nextLegacyState } from '../decision/flows.ts';
import { conflict, fieldErrors } from '../http/errors.ts';
import { idempotent } from '../http/idempotency.ts';
import { loadLead } from '../leads/lead-access.ts';
import { newLead, submitForDecision, touch } from '../leads/lead-lifecycle.ts';
import { parseLeadBody } from '../leads/parse-lead-body.ts';
import { insertLead, saveLead } from '../leads/lead-repository.ts';
import { toLeadState } from '../leads/lead-state.ts';
import { mergeLeadData } from '../leads/merge-lead-data.ts';
import { noStore } from './no-store.ts';

export function leadV2Routes(api: FastifyInstance, ctx: AppContext): void {
  api.post(
    '/v2/lead',
    { config: { rateLimit: { max: ctx.limits.leadCreatePerClientPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      noStore(reply);
      const { product, brand, data } = parseLeadBody(
        request.body,
        request.headers.host,
        ctx.env.PRODUCT,
      );
      return idempotent(ctx.db, request, reply, async (trx) => {
        const now = ctx.now();
        const lead = newLead(product, brand.id, 'legacy', data, ProgressState.LoanInformation, now);
        await insertLead(trx, lead);
        return { status: 201, body: toLeadState(lead) };
      });
    },
  );

  api.put('/v2/lead', async (request, reply) => {
    noStore(reply);
    const { product, data } = parseLeadBody(request.body, request.headers.host, ctx.env.PRODUCT);
    const id = (request.body as { id?: unknown }).id;
    if (typeof id !== 'string')
      throw fieldErrors([{ fieldName: 'id', message: 'validation.required' }]);
    return idempotent(ctx.db, request, reply, async (trx) => {
      const now = ctx.now();
      const stored = await loadLead(trx, id, now, true);
      if (stored.product !== product)
        throw fieldErrors([{ fieldName: 'product', message: 'validation.product.mismatch' }]);
      if (
        stored.flow !== 'legacy' ||
        (stored.progressState >= ProgressState.Checking &&
          stored.progressState !== ProgressState.ReferenceInformation)
      ) {
        throw conflict('wrong_state');
      }
      const next = nextLegacyState(stored.product, stored.progressState, data);
      let lead: typeof stored = { ...stored, data: mergeLeadData(stored.data, data) };
      lead =
        next === ProgressState.Checking
          ? submitForDecision(lead, now, ctx.env.CHECKING_DELAY_MS)
          : { ...lead, progressState: next };
      lead = touch(lead, stored.progressState, now);
      await saveLead(trx, lead);
      return { status: 200, body: toLeadState(lead) };
    });
  });
}
