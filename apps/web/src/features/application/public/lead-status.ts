// GET /lead/status/:id, the one read of a lead's state as the server has it (no personal
// data): the store's refresh, the offer screen's figures and the consents link's state (through
// use-lead-status.ts) all ask it here. First-act code, so the path is written out: the
// contract's lead route map brings every lead schema with it (6 KB gzip more, measured).
import { leadResponseSchema, type LeadResponse } from '@finceptiv/contract/api/lead-schemas';
import { apiRequest } from '@/shared/api/client';

export async function fetchLeadStatus(id: string, signal?: AbortSignal): Promise<LeadResponse> {
  const answer = await apiRequest<unknown>(
    'GET',
    `/lead/status/${encodeURIComponent(id)}`,
    undefined,
    signal ? { signal } : {},
  );
  return leadResponseSchema.parse(answer);
}
