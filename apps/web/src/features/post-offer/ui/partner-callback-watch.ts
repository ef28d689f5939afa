// A widget step (/instantor, /wenance-tink, /moneyman-paylands) completes in one of two ways:
// the framed provider posts its signed result to this page, which sends it (widget-screen.tsx),
// or the partner's server calls the API back and the API moves the lead on by itself. The page
// hears nothing of the second, so while the screen is shown it reads the lead's status now and
// then; once the stored state is no longer the screen's, the progress navigator moves on.
import type { ProgressStateValue } from '@finceptiv/contract/progress-states';
import { useEffect } from 'react';
import type { BackoffSchedule } from '@/features/application/public/backoff';
import { startLeadStatusPoll } from '@/features/application/public/lead-status-poller';
import { refreshLeadStatus } from '@/features/application/public/refresh-lead-status';
import {
  useApplicationDispatch,
  useApplicationSelector,
  useApplicationStore,
} from '@/features/application/public/use-application-selector';

/**
 * Gentler than /checking's: the applicant is busy in the frame for minutes and a partner's
 * callback follows their last act there, so a read every 15 s at most notices it soon enough,
 * while many applicants sitting on a widget cost the API little. The first read waits 3 s (the
 * state was just read when the screen opened). After 30 minutes the provider's session has long
 * expired and an open tab is most likely forgotten: the reads stop quietly (a reload reads the
 * state again, and the frame's own result still counts).
 */
export const partnerCallbackWatchSchedule: BackoffSchedule = {
  firstDelayMs: 3000,
  factor: 1.5,
  maxDelayMs: 15_000,
  giveUpAfterMs: 30 * 60_000,
};

interface PartnerCallbackWatch {
  /**
   * The progress state of the widget screen being shown (none: no watch); the watch ends once
   * the stored state is another.
   */
  state: ProgressStateValue | undefined;
  /** Reads only while this browser holds a lead. */
  leadId: string | undefined;
  /**
   * True while the page itself posts the step: a status read answered meanwhile could be older
   * than the step's answer and store the screen's state again, so the watch waits (its running
   * read aborted, nothing stored) and starts its schedule afresh if the post fails.
   */
  paused: boolean;
}

/** Reads the lead's status on the schedule while the screen is shown; shows nothing itself. */
export function usePartnerCallbackWatch({ state, leadId, paused }: PartnerCallbackWatch) {
  const dispatch = useApplicationDispatch();
  const store = useApplicationStore();
  // However the lead left the screen's state (this watch, the step's own answer), there is
  // nothing more to wait for: the navigator is on its way.
  const left = useApplicationSelector((root) => root.leadApplication.progressState !== state);

  useEffect(() => {
    if (state === undefined || !leadId || paused || left) return;
    return startLeadStatusPoll(
      {
        check: async (signal) => {
          await dispatch(refreshLeadStatus(signal));
          return store.getState().leadApplication.progressState !== state;
        },
        // Nothing to tell the applicant: the frame and its status line still work as before.
        onGiveUp: () => undefined,
      },
      partnerCallbackWatchSchedule,
    );
  }, [dispatch, store, state, leadId, paused, left]);
}
