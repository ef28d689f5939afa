import { createHash, randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { emailSchema } from '@finceptiv/contract/validation/text-rules';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import type { AppContext } from '../app.ts';
import { jsonb } from '../db/json.ts';
import { fieldErrors } from '../http/errors.ts';
import { assertLeadAccess, loadLead } from '../leads/lead-access.ts';
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
    setPassword: async (request, reply, { body }) => {
      noStore(reply);
      const lead = await loadLead(ctx.db, request, body.id, ctx.now());
      const hash = await hashPassword(body.password);
      await ctx.db
        .insertInto('customer_passwords')
        .values({ lead_id: lead.id, hash, updated_at: ctx.now() })
        .onConflict((oc) => oc.column('lead_id').doUpdateSet({ hash, updated_at: ctx.now() }))
        .execute();
      return reply.code(204).send();
    },

    customerConsents: async (request, reply, { params }) => {
      noStore(reply);
      const lead = await loadLead(ctx.db, request, params.id, ctx.now());
      return reply.send(lead.state.customerConsents);
    },

    // Only a hash of the address is kept: enough to honour the opt-out, useless if leaked.
    unsubscribe: async (_request, reply, { query }) => {
      noStore(reply);
      const email = emailSchema.safeParse(query.email.trim());
      if (!email.success) throw fieldErrors([{ fieldName: 'email', message: M.emailFormat }]);
      const emailHash = createHash('sha256').update(email.data.toLowerCase()).digest('hex');
      await ctx.db
        .insertInto('unsubscribes')
        .values({ email_hash: emailHash })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return reply.code(204).send();
    },

    // An event about a lead is only taken from the browser that holds it.
    affiliateEvent: async (request, reply, { body }) => {
      if (body.leadId !== undefined) await assertLeadAccess(ctx.db, request, body.leadId);
      await ctx.db
        .insertInto('affiliate_events')
        .values({ product: body.product, event: jsonb(body) })
        .execute();
      return reply.code(204).send();
    },
  };
}
