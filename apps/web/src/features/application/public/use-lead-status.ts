import { useEffect, useState } from 'react';
import type { LeadResponse } from '@finceptiv/contract/api/lead-schemas';
import { fetchLeadStatus } from './lead-status';

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
