// The offer as the store has it. A reload keeps only the spec 3 state in session storage, so
// when the figures are missing the screen reads them again from GET /lead/status/:id.
import { useEffect } from 'react';
import {
  selectOffer,
  selectPartnerName,
} from '@/features/application/public/lead-application-slice';
import { refreshLeadStatus } from '@/features/application/public/refresh-lead-status';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { useOutcomeDispatch } from '../store-hooks';

export function useLeadOffer() {
  const dispatch = useOutcomeDispatch();
  const offer = useApplicationSelector((s) => selectOffer(s.leadApplication));
  const partnerName = useApplicationSelector((s) => selectPartnerName(s.leadApplication));
  const missing = offer === undefined;
  useEffect(() => {
    if (!missing) return undefined;
    const abort = new AbortController();
    void dispatch(refreshLeadStatus(abort.signal));
    return () => {
      abort.abort();
    };
  }, [dispatch, missing]);
  return { offer, partnerName };
}
