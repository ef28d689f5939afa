import { randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import type { AppContext } from '../app.ts';
import { jsonb } from '../db/json.ts';
import { recordOptOut } from '../customers/opt-out-store.ts';
import { verifyOptOutToken } from '../customers/opt-out-token.ts';
import { fieldErrors, HttpError } from '../http/errors.ts';
import { loadLead } from '../leads/lead-access.ts';
import type { RouteHandlers } from './contract-routes.ts';
import { noStore } from './no-store.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

/** `scrypt$<salt>$<hash>` (node:crypto defaults N=16384, r=8, p=1). The password is never logged. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFKC'), salt, 64);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

type Names = 'setPassword' | 'customerConsents' | 'unsubscribe' | 'affiliateEvent';

export function customerHandlers(ctx: AppContext): Pick<RouteHandlers, Names> {
  return {
    setPassword: async (_request, reply, { body }) => {
      noStore(reply);
      const lead = await loadLead(ctx.db, body.id, ctx.now());
      const hash = await hashPassword(body.password);
      await ctx.db
        .insertInto('customer_passwords')
        .values({ lead_id: lead.id, hash, updated_at: ctx.now() })
        .onConflict((oc) => oc.column('lead_id').doUpdateSet({ hash, updated_at: ctx.now() }))
        .execute();
      return reply.code(204).send();
    },

    customerConsents: async (_request, reply, { params }) => {
      noStore(reply);
      const lead = await loadLead(ctx.db, params.id, ctx.now());
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

    affiliateEvent: async (_request, reply, { body }) => {
      await ctx.db
        .insertInto('affiliate_events')
        .values({ product: body.product, event: jsonb(body) })
        .execute();
      return reply.code(204).send();
    },
  };
}
