import { ProgressState } from '@finceptiv/contract/progress-states';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import { logAffiliateStatusFailure } from '../affiliate/status-failure.ts';
import type { AppContext } from '../app.ts';
import { jsonb } from '../db/json.ts';
import { recordOptOut } from '../customers/opt-out-store.ts';
import { verifyOptOutToken } from '../customers/opt-out-token.ts';
import { conflict, fieldErrors, HttpError } from '../http/errors.ts';
import { assertLeadAccess, loadLead } from '../leads/lead-access.ts';
import type { Lead } from '../leads/lead-repository.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { isStrongEnough } from '../passwords/password-strength.ts';
import type { RouteHandlers } from './contract-routes.ts';
import { noStore } from './no-store.ts';

const personalWords = ({ data }: Lead) => [
  data.personalDetails?.firstName ?? '',
  data.personalDetails?.lastName ?? '',
  data.contactDetails?.email ?? '',
];

type Names = 'setPassword' | 'customerConsents' | 'unsubscribe' | 'affiliateEvent';

export function customerHandlers(ctx: AppContext): Pick<RouteHandlers, Names> {
  return {
    // Once, on the thank-you screen; the password is never logged nor kept beyond its hash.
    setPassword: async (request, reply, { body }) => {
      noStore(reply);
      const lead = await loadLead(ctx.db, request, body.id, ctx.now());
      if (lead.progressState !== ProgressState.ThankYou) throw conflict('wrong_state');
      const existing = await ctx.db
        .selectFrom('customer_passwords')
        .select('lead_id')
        .where('lead_id', '=', lead.id)
        .executeTakeFirst();
      if (existing) throw conflict('password_already_set');
      if (!isStrongEnough(body.password, personalWords(lead)))
        throw fieldErrors([{ fieldName: 'password', message: M.passwordWeak }]);
      const hash = await hashPassword(body.password);
      // Two racing first requests: the second insert finds the row and answers 409 as well.
      const inserted = await ctx.db
        .insertInto('customer_passwords')
        .values({ lead_id: lead.id, hash, updated_at: ctx.now() })
        .onConflict((oc) => oc.column('lead_id').doNothing())
        .returning('lead_id')
        .executeTakeFirst();
      if (!inserted) throw conflict('password_already_set');
      return reply.code(204).send();
    },

    customerConsents: async (request, reply, { params }) => {
      noStore(reply);
      const lead = await loadLead(ctx.db, request, params.id, ctx.now());
      return reply.send(lead.state.customerConsents);
    },

    // Only the signed link's keyed hash of the address is kept (customers/opt-out-token.ts). A
    // forged, altered or expired token answers 404, as for a link that does not exist.
    unsubscribe: async (_request, reply, { body }) => {
      noStore(reply);
      const check = verifyOptOutToken(ctx.env.APP_SECRET, body.token, ctx.now());
      if (!check.ok && check.reason === 'malformed') {
        throw fieldErrors([{ fieldName: 'token', message: M.invalid }]);
      }
      if (!check.ok) throw new HttpError(404, { error: 'not_found' });
      await recordOptOut(ctx.db, check.addressKey, check.purpose);
      return reply.code(204).send();
    },

    // An event about a lead is only taken from the browser that holds it.
    affiliateEvent: async (request, reply, { body }) => {
      try {
        if (body.leadId !== undefined) await assertLeadAccess(ctx.db, request, body.leadId);
        // Once per lead and event: a repeat (a retry, a reload) is acknowledged, not stored.
        await ctx.db
          .insertInto('affiliate_events')
          .values({
            product: body.product,
            lead_id: body.leadId ?? null,
            name: body.event,
            event: jsonb(body),
          })
          .onConflict((conflict) => conflict.columns(['lead_id', 'name']).doNothing())
          .execute();
      } catch (error) {
        logAffiliateStatusFailure(request, body, error);
        throw error;
      }
      return reply.code(204).send();
    },
  };
}
