import type { JourneyOutcome } from '@finceptiv/contract/journey';
import { useEffect } from 'react';
import { signalJourney } from '@/shared/lib/journey-signal';

/** Tells the journey figures (issue 25) which decision this screen announces, and to whom. */
export function useOutcomeSignal(outcome: JourneyOutcome, partner?: string): void {
  useEffect(() => {
    signalJourney({ kind: 'outcome', outcome, partner });
  }, [outcome, partner]);
}
