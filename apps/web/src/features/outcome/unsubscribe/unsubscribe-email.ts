// POST /customer/email/unsubscribe with the link's signed token in the body (issue 20): the
// token names the address by a keyed hash, so no address travels or is logged, and nobody
// can opt out an address that is not theirs. The API answers 404 (or 422) for a link that is
// forged, altered or expired.
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';
import { apiRequest, ApiError } from '@/shared/api/client';
import { clientPath } from '@/shared/api/client-path';

export type UnsubscribeResult = 'done' | 'invalid' | 'failed';

export async function unsubscribeWithToken(token: string): Promise<UnsubscribeResult> {
  try {
    await apiRequest<unknown>('POST', clientPath(leadRoutes.unsubscribe), { token });
    return 'done';
  } catch (error) {
    const refused = error instanceof ApiError && (error.status === 404 || error.status === 422);
    return refused ? 'invalid' : 'failed';
  }
}
