import { useEffect } from 'react';
import { selectApplicationId } from '@/features/application/public/application-data-slice';
import { selectProgressState } from '@/features/application/public/lead-application-slice';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { selectSessionId } from '@/features/session/public/session-slice';
import { useSessionSelector } from '@/features/session/public/use-session-selector';
import { reportAffiliateEvents, type AffiliateContext } from '../affiliate-events';

/**
 * Mount once in the layout: reports the affiliate events (affiliate-events.ts) as the
 * application reaches them. Renders nothing.
 */
export function AffiliateEvents({ product }: { product: AffiliateContext['product'] }) {
  const leadId = useApplicationSelector((s) => selectApplicationId(s.applicationData));
  const progressState = useApplicationSelector((s) => selectProgressState(s.leadApplication));
  const reference = useApplicationSelector((s) => s.applicationData.affiliateReferenceParams);
  const sessionId = useSessionSelector((s) => selectSessionId(s.session));
  useEffect(() => {
    reportAffiliateEvents({ product, leadId, progressState, reference, sessionId });
  }, [product, leadId, progressState, reference, sessionId]);
  return null;
}
