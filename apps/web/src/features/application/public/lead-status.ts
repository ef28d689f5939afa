// GET /lead/status/:id, the one read of a lead's state as the server has it (no personal
// data): the store's refresh, the offer screen's figures and the consents link's state all ask
// it here. The path is written out: the contract's lead route map brings every lead schema
// with it (6 KB gzip more in the first act, measured), and the store's refresh is first-act code.
import { useEffect, useState } from 'react';
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

/** The lead's status once it has arrived, 'failed' when it cannot be read; asked again per id. */
export function useLeadStatus(id: string | undefined): LeadResponse | 'failed' | undefined {
  const [status, setStatus] = useState<LeadResponse | 'failed' | undefined>();
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    fetchLeadStatus(id, controller.signal).then(setStatus, () => {
      if (!controller.signal.aborted) setStatus('failed');
    });
    return () => {
      controller.abort();
    };
  }, [id]);
  return status;
}
