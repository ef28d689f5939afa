import type { LeadClient } from './lead-walk.ts';

/**
 * What a widget screen does: opens a verification session, frames the (development) provider
 * with its reference, and takes the result the provider signed for the chosen outcome.
 */
export async function providerResult(
  client: LeadClient,
  leadId: string,
  outcome: 'verified' | 'failed' = 'verified',
): Promise<string> {
  const session = await client.inject({
    method: 'POST',
    url: '/api/lead/verification/session',
    payload: { id: leadId },
  });
  if (session.statusCode !== 200)
    throw new Error(`session -> ${session.statusCode} ${session.body}`);
  const { reference, provider } = session.json<{ reference: string; provider: string }>();
  const page = await client.inject({
    method: 'GET',
    url: `/api/dev/verification-provider/${provider}?reference=${reference}`,
  });
  const token = new RegExp(`data-outcome="${outcome}" data-result="([^"]+)"`).exec(page.body)?.[1];
  if (token === undefined) throw new Error(`no ${outcome} result on the provider page`);
  return token;
}
