// Where the partner redirect goes: the lead response in the store carries it; after a reload
// the tab's memory or GET /lead/:id/redirect does.
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';
import { leadRedirectResponseSchema, type Redirect } from '@finceptiv/contract/api/lead-schemas';
import { apiRequest } from '@/shared/api/client';
import { clientPath } from '@/shared/api/client-path';

export async function loadRedirectTarget(
  id: string,
  signal: AbortSignal,
): Promise<Redirect | undefined> {
  try {
    const answer = await apiRequest<unknown>(
      'GET',
      clientPath(leadRoutes.leadRedirect, { id }),
      undefined,
      { signal },
    );
    const { url, method } = leadRedirectResponseSchema.parse(answer);
    return { url, method };
  } catch {
    return undefined; // logged by the client when HTTP; the screen offers a retry
  }
}
