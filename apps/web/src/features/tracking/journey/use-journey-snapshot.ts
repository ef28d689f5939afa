import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import type { WithDynamicForms } from '@/features/dynamic-form/public/dynamic-forms-slice';
import { selectApplicationId } from '@/features/application/public/application-data-slice';
import {
  selectPartnerName,
  selectProgressState,
} from '@/features/application/public/lead-application-slice';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { selectSessionId } from '@/features/session/public/session-slice';
import { useSessionSelector } from '@/features/session/public/use-session-selector';
import { applicationRefFor } from './application-ref';
import type { JourneySnapshot } from './journey-calls';
import { trackedPath } from './tracked-path';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

// The v3 flow keeps its answers as data points (spec 3 names), the legacy flow as lead fields:
// the contact details are read from whichever holds them. The marketing box (email/SMS offers)
// is not read: it is not consent to the ad pixels (ADR 0009, amended).
const useFormsSelector = useSelector.withTypes<Partial<WithDynamicForms>>();
const useDataPoint = (name: string) =>
  useFormsSelector((s) => s.dynamicForms?.values[name] ?? undefined);

/** The journey as the router and the store show it now (see journey-calls.ts). */
export function useJourneySnapshot(): JourneySnapshot {
  const { pathname } = useLocation();
  const leadId = useApplicationSelector((s) => selectApplicationId(s.applicationData));
  const applicationRef = useMemo(
    () => (leadId === undefined ? undefined : applicationRefFor(leadId)),
    [leadId],
  );
  const progressState = useApplicationSelector((s) => selectProgressState(s.leadApplication));
  const partner = useApplicationSelector((s) => selectPartnerName(s.leadApplication));
  const leadEmail = useApplicationSelector((s) => s.applicationData.contactDetails?.email);
  const leadPhone = useApplicationSelector((s) => s.applicationData.contactDetails?.phoneNumber);
  const formEmail = useDataPoint('email');
  const formPhone = useDataPoint('phone_number');
  const email = text(leadEmail) ?? text(formEmail);
  const phoneNumber = text(leadPhone) ?? text(formPhone);
  const fbp = useApplicationSelector((s) => s.applicationData.fbp);
  const fbc = useApplicationSelector((s) => s.applicationData.fbc);
  const sessionId = useSessionSelector((s) => selectSessionId(s.session));
  return {
    path: trackedPath(pathname),
    applicationRef,
    progressState,
    sessionId,
    partner,
    userData: { email, phoneNumber, fbp, fbc },
  };
}
