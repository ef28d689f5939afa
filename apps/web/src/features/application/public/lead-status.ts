// GET /lead/status/:id, the one read of a lead's state as the server has it (no personal
// data): the store's refresh, the offer screen's figures and the consents link's state (through
// use-lead-status.ts) all ask it here. First-act code, so the path comes from route-paths.ts:
// the contract's lead route map brings every lead schema with it (6 KB gzip more, measured).
import { leadResponseSchema, type LeadResponse } from '@finceptiv/contract/api/lead-schemas';
import { leadStatusPath } from '@finceptiv/contract/api/route-paths';
import { apiRequest } from '@/shared/api/client';
import { clientPath } from '@/shared/api/client-path';

export async function fetchLeadStatus(id: string, signal?: AbortSignal): Promise<LeadResponse> {
  const answer = await apiRequest<unknown>(
    'GET',
    clientPath({ path: leadStatusPath }, { id }),
    undefined,
    signal ? { signal } : {},
  );
  return leadResponseSchema.parse(answer);
}
