import { useLocation } from 'react-router';
import { selectApplicationId } from '@/features/application/public/application-data-slice';
import {
  selectPartnerName,
  selectProgressState,
} from '@/features/application/public/lead-application-slice';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { selectSessionId } from '@/features/session/public/session-slice';
import { useSessionSelector } from '@/features/session/public/use-session-selector';
import type { JourneySnapshot } from './journey-calls';

/** The journey as the router and the store show it now (see journey-calls.ts). */
export function useJourneySnapshot(): JourneySnapshot {
  const { pathname } = useLocation();
  const leadId = useApplicationSelector((s) => selectApplicationId(s.applicationData));
  const progressState = useApplicationSelector((s) => selectProgressState(s.leadApplication));
  const partner = useApplicationSelector((s) => selectPartnerName(s.leadApplication));
  const marketingConsent = useApplicationSelector(
    (s) => s.applicationData.contactDetails?.marketingConsents === true,
  );
  const email = useApplicationSelector((s) => s.applicationData.contactDetails?.email);
  const phoneNumber = useApplicationSelector((s) => s.applicationData.contactDetails?.phoneNumber);
  const fbp = useApplicationSelector((s) => s.applicationData.fbp);
  const fbc = useApplicationSelector((s) => s.applicationData.fbc);
  const sessionId = useSessionSelector((s) => selectSessionId(s.session));
  return {
    path: pathname,
    leadId,
    progressState,
    sessionId,
    partner,
    marketingConsent,
    userData: { email, phoneNumber, fbp, fbc },
  };
}
