import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import {
  botCheckErrorFieldByFlow,
  botCheckFailedMessage,
  botCheckTokenField,
} from '@finceptiv/contract/api/bot-check';
import { checkDataPoints } from '@finceptiv/contract/data-point-check';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { firstLegacyState } from '@finceptiv/contract/legacy-first-state';
import type { ProductId } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import type { AppContext } from '../app.ts';
import type { Database } from '../db/schema.ts';
import { nextLegacyState, takesFormData } from '../decision/flows.ts';
import { conflict, fieldErrors } from '../http/errors.ts';
import { idempotent, type Outcome } from '../http/idempotency.ts';
import { setLeadAccessCookie } from '../http/lead-access-cookie.ts';
import { loadLead, mintLeadAccess } from '../leads/lead-access.ts';
import { newLead, touch } from '../leads/lead-lifecycle.ts';
import type { LeadData } from '../leads/lead-model.ts';
import { insertLead, saveLead, setAccessHash, type Lead } from '../leads/lead-repository.ts';
import { toLeadState } from '../leads/lead-state.ts';
import { withConsent } from '../leads/consent.ts';
import { mergeLeadData } from '../leads/merge-lead-data.ts';
import { assertIdMatchesPerson } from '../leads/person-id-check.ts';
import { brandFor, parseLeadBody } from '../leads/parse-lead-body.ts';
import { v3BodyToLead } from '../leads/v3-data-points.ts';
import type { RouteHandlers } from './contract-routes.ts';
import { noStore } from './no-store.ts';

const S = ProgressState;
/** The v3 acceptance box's data point (spec 3), where a refused create puts its field error. */
const V3_ACCEPTANCE = 'form_general_policies';
type LeadHandlers = Pick<
  RouteHandlers,
  | 'createLeadV2'
  | 'updateLeadV2'
  | 'createLeadV3'
  | 'updateLeadV3'
  | 'testDataPoints'
  | 'leadStatus'
>;

/**
 * Inserts a new lead bound to the browser that created it: its access cookie goes out with the
 * 201 (never with an error, so a failed create leaves the browser's current lead alone). A replay
 * of the create (same Idempotency-Key, same browser session: the key is scoped by sid) rebinds
 * the lead to a fresh secret, because the first answer's cookie may never have arrived.
 * The bot check's answer is spent in the insert's transaction (ADR 0045): a refused or failed
 * create spends nothing, and a replay answers from the first result without checking again.
 */
function createForBrowser(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  botCheck: { brand: ProductId; token: unknown; fieldName: string },
  build: (now: Date, trx: Transaction<Database>) => Promise<Submitted>,
) {
  noStore(reply);
  const access = mintLeadAccess();
  const beforeAnswer = async (outcome: Outcome, replayed: boolean) => {
    if (outcome.status !== 201) return;
    if (replayed) await setAccessHash(ctx.db, (outcome.body as { id: string }).id, access.hash);
    setLeadAccessCookie(reply, ctx.env, access.secret);
  };
  const insert = async (trx: Transaction<Database>) => {
    const now = ctx.now();
    const refused = await ctx.botCheck.spend(trx, botCheck.brand, botCheck.token, request.ip, now);
    if (refused !== null) {
      request.securityEvent('security.bot_check_refused', { reason: refused });
      throw fieldErrors([{ fieldName: botCheck.fieldName, message: botCheckFailedMessage }]);
    }
    const { lead, afterCommit } = await build(now, trx);
    await insertLead(trx, { ...lead, accessHash: access.hash });
    return {
      status: 201,
      body: toLeadState(lead),
      leadId: lead.id,
      ...(afterCommit ? { afterCommit } : {}),
    };
  };
  return idempotent(ctx.db, request, reply, insert, { beforeAnswer });
}

/** The answer of the bot check travels with the create; it is spent, never stored. */
function withoutBotAnswer(data: LeadData): LeadData {
  const rest = { ...data };
  Reflect.deleteProperty(rest, botCheckTokenField);
  return rest;
}

function assertSameProduct(lead: Lead, product: string): void {
  if (lead.product !== product)
    throw fieldErrors([{ fieldName: 'product', message: 'validation.choice' }]);
}

/** A lead as changed by a call, and the asking of its partners to start once it is stored. */
interface Submitted {
  lead: Lead;
  afterCommit?: () => Promise<void>;
}

/** The answer of an update: the lead's state, and the partners' asking if it was submitted. */
function answered({ lead, afterCommit }: Submitted): Outcome {
  return {
    status: 200,
    body: toLeadState(lead),
    leadId: lead.id,
    ...(afterCommit ? { afterCommit } : {}),
  };
}

export function leadHandlers(ctx: AppContext): LeadHandlers {
  return {
    createLeadV2: (request, reply) => {
      const { product, brand, data } = parseLeadBody(
        request.body,
        request.headers.host,
        ctx.env.PRODUCT,
      );
      const botCheck = {
        brand: brand.id,
        token: data[botCheckTokenField],
        fieldName: botCheckErrorFieldByFlow.legacy,
      };
      return createForBrowser(ctx, request, reply, botCheck, (now) =>
        Promise.resolve({
          lead: withConsent(
            newLead(
              product,
              brand.id,
              'legacy',
              withoutBotAnswer(data),
              firstLegacyState(product),
              now,
            ),
            data,
            'generalPolicies',
            now,
          ),
        }),
      );
    },

    // One step forward per PUT that carries the current step's group (decision/flows.ts).
    updateLeadV2: (request, reply, { body }) => {
      noStore(reply);
      const { product, brand, data } = parseLeadBody(
        request.body,
        request.headers.host,
        ctx.env.PRODUCT,
      );
      return idempotent(ctx.db, request, reply, async (trx) => {
        const now = ctx.now();
        const stored = await loadLead(trx, request, body.id, now, true);
        assertSameProduct(stored, product);
        if (stored.flow !== 'legacy' || !takesFormData(stored.progressState))
          throw conflict('wrong_state');
        const next = nextLegacyState(stored.product, stored.progressState, data);
        let lead: Lead = { ...stored, data: mergeLeadData(stored.data, data) };
        lead = withConsent(lead, data, 'generalPolicies', now);
        assertIdMatchesPerson(brand, data, lead.data, 'personalDetails.personalCode');
        const submitted =
          next === S.Checking
            ? await ctx.decisions.submit(trx, lead, now)
            : { lead: { ...lead, progressState: next } };
        lead = touch(submitted.lead, stored.progressState, now);
        await saveLead(trx, lead);
        return answered({ ...submitted, lead });
      });
    },

    // v3: the lead exists from the first form; the last form (with dataPointsPerStep) submits it.
    createLeadV3: (request, reply, { body }) => {
      const brand = brandFor(body.product, request.headers.host, ctx.env.PRODUCT);
      const data = v3BodyToLead(request.body as Record<string, unknown>, brand);
      const botCheck = {
        brand: brand.id,
        token: data[botCheckTokenField],
        fieldName: botCheckErrorFieldByFlow.v3,
      };
      return createForBrowser(ctx, request, reply, botCheck, async (now, trx) => {
        const lead = withConsent(
          newLead(body.product, brand.id, 'v3', withoutBotAnswer(data), S.LoanInformation, now),
          data,
          V3_ACCEPTANCE,
          now,
        );
        if (body.dataPointsPerStep === undefined) return { lead };
        const submitted = await ctx.decisions.submit(trx, lead, now);
        return { ...submitted, lead: touch(submitted.lead, S.LoanInformation, now) };
      });
    },

    updateLeadV3: (request, reply, { body }) => {
      noStore(reply);
      const brand = brandFor(body.product, request.headers.host, ctx.env.PRODUCT);
      const data = v3BodyToLead(request.body as Record<string, unknown>, brand);
      return idempotent(ctx.db, request, reply, async (trx) => {
        const now = ctx.now();
        const stored = await loadLead(trx, request, body.id, now, true);
        assertSameProduct(stored, body.product);
        if (stored.flow !== 'v3' || !takesFormData(stored.progressState))
          throw conflict('wrong_state');
        let lead: Lead = { ...stored, data: mergeLeadData(stored.data, data) };
        lead = withConsent(lead, data, V3_ACCEPTANCE, now);
        assertIdMatchesPerson(brand, data, lead.data, 'form_personal_code');
        const submitted =
          body.dataPointsPerStep === undefined
            ? { lead }
            : await ctx.decisions.submit(trx, lead, now);
        lead = touch(submitted.lead, stored.progressState, now);
        await saveLead(trx, lead);
        return answered({ ...submitted, lead });
      });
    },

    testDataPoints: async (request, reply, { body }) => {
      const brand = products[brandFor(body.product, request.headers.host, ctx.env.PRODUCT).id];
      const checked = checkDataPoints(body.dataPoints, brand);
      noStore(reply);
      return reply.send(
        checked.ok ? { valid: true, errors: [] } : { valid: false, errors: checked.errors },
      );
    },

    // The state only (no personal data): polled by the checking screen until the decision shows.
    leadStatus: async (request, reply, { params }) => {
      noStore(reply);
      return reply.send(toLeadState(await loadLead(ctx.db, request, params.id, ctx.now())));
    },
  };
}
