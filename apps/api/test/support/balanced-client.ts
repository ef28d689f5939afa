import type { LeadClient } from './lead-walk.ts';
import { party, type Party } from './http-party.ts';

/**
 * One browser behind a round-robin balancer: one cookie jar, each call sent to the next
 * instance in turn. The instances share APP_SECRET and the database, as a deployment's do;
 * each call carries the origin of the instance it reaches, as one public origin would.
 */
export interface BalancedClient extends LeadClient {
  jar: Party;
  /** Which instance (index into the origins) answered each call, in order. */
  served: number[];
}

/**
 * `forwardedFor`: the client address the balancer reports (X-Forwarded-For, believed from
 * TRUST_PROXY addresses), so each test's applicant has budgets of their own.
 */
export async function balancedClient(
  origins: readonly string[],
  forwardedFor?: string,
): Promise<BalancedClient> {
  const [first] = origins;
  if (first === undefined) throw new Error('no instance to balance over');
  // The XSRF pair comes from the first instance; the others must accept it.
  const jar = await party(first);
  const served: number[] = [];
  let next = 0;
  return {
    jar,
    served,
    async inject({ method, url, payload, headers }) {
      const index = next;
      next = (next + 1) % origins.length;
      served.push(index);
      const forwarded: Record<string, string> =
        forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
      const answer = await jar.call(
        method,
        url,
        payload,
        undefined,
        { ...forwarded, ...headers },
        origins[index],
      );
      return {
        statusCode: answer.status,
        body: answer.text,
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
        json: <T>() => answer.body as T,
      };
    },
  };
}
