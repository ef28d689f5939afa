import { useEffect, useRef, useState } from 'react';
import { optionalLazy } from '@/shared/ui/optional-lazy';
import { selectCampaign } from '@/features/session/public/session-slice';
import { useSessionSelector } from '@/features/session/public/use-session-selector';
import { journeyCalls, type JourneySnapshot } from '../journey/journey-calls';
import { useJourneySnapshot } from '../journey/use-journey-snapshot';
import { withTracking } from './lazy-tracking';

// Its own chunk, fetched only when a brand with marketing vendors has no answer yet. Without
// it (its code could not load) nothing is consented, so no marketing vendor starts.
const ConsentBanner = optionalLazy(() => import('../consent/consent-banner'));

/**
 * Mount once in the layout, inside the router and the store. Starts tracking when the first
 * screen is idle, sends the journey's events (journey-calls.ts) and shows the consent banner
 * where the brand needs one. It renders in the normal flow, after the page's main content,
 * so it never covers the field that has focus (WCAG 2.2, 2.4.11).
 */
export function JourneyTracking() {
  const snapshot = useJourneySnapshot();
  const campaign = useSessionSelector((s) => selectCampaign(s.session));
  const previous = useRef<JourneySnapshot | undefined>(undefined);
  const [askConsent, setAskConsent] = useState(false);

  useEffect(() => {
    // The campaign values of the landing address: read once, as they were at start.
    withTracking((runtime) => {
      void runtime.startJourneyTracking({ campaign }).then((result) => {
        setAskConsent(result.askConsent);
      });
    });
    // Start once per page load; a later campaign change is not a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const calls = journeyCalls(previous.current, snapshot);
    previous.current = snapshot;
    if (calls.length === 0) return;
    withTracking((runtime) => {
      for (const call of calls) runtime.applyJourneyCall(call);
    });
  }, [snapshot]);

  if (!askConsent) return null;
  return (
    <ConsentBanner
      onChoice={(marketing) => {
        withTracking((runtime) => {
          runtime.recordConsentChoice(marketing);
        });
      }}
    />
  );
}
