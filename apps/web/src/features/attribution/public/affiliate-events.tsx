import { useEffect } from 'react';
import { isEmptyAffiliateReference } from '@finceptiv/contract/validation/identifier-rules';
import { selectApplicationId } from '@/features/application/public/application-data-slice';
import { selectProgressState } from '@/features/application/public/lead-application-slice';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { selectSessionId } from '@/features/session/public/session-slice';
import { useSessionSelector } from '@/features/session/public/use-session-selector';
import type { AffiliateContext } from '../affiliate-events';

/**
 * Mount once in the layout: reports the affiliate events (affiliate-events.ts) as the
 * application reaches them. Renders nothing. The reporter is fetched only once an application
 * that came through an affiliate exists, so the first act of every applicant stays as light as
 * before (budgets.json appJsGzipKb) and applicants without an affiliate never load it.
 */
export function AffiliateEvents({ product }: { product: AffiliateContext['product'] }) {
  const leadId = useApplicationSelector((s) => selectApplicationId(s.applicationData));
  const progressState = useApplicationSelector((s) => selectProgressState(s.leadApplication));
  const reference = useApplicationSelector((s) => s.applicationData.affiliateReferenceParams);
  const sessionId = useSessionSelector((s) => selectSessionId(s.session));
  useEffect(() => {
    if (!leadId || !reference || isEmptyAffiliateReference(reference)) return;
    void import('../affiliate-events').then(({ reportAffiliateEvents }) => {
      reportAffiliateEvents({ product, leadId, progressState, reference, sessionId });
    });
  }, [product, leadId, progressState, reference, sessionId]);
  return null;
}
