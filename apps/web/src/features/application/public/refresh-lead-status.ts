// The store's copy of the lead's state, refreshed from GET /lead/status/:id. Used when the
// server refused an update because the lead moved on (a decision came in), and by screens that
// wait for one; the stored state then changes and the progress navigator follows it.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { log } from '@/shared/lib/log';
import { fetchLeadStatus } from './lead-status';
import { leadApplicationStateReceived } from './lead-application-slice';
import type { ApplicationSlices } from './use-application-selector';

/** Resolves true when the state was refreshed; failures are logged and leave the state alone. */
export function refreshLeadStatus(
  signal?: AbortSignal,
): ThunkAction<Promise<boolean>, ApplicationSlices, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const id = getState().applicationData.id;
    if (id === undefined) return false;
    try {
      const { id: answeredId, ...state } = await fetchLeadStatus(id, signal);
      // The applicant may have started another application meanwhile.
      if (getState().applicationData.id !== answeredId) return false;
      // A caller that stopped the read (a poll whose screen is gone, or paused while a step is
      // posted) wants no answer stored: it may be older than a state stored since.
      if (signal?.aborted) return false;
      dispatch(leadApplicationStateReceived(state));
      return true;
    } catch (error) {
      if (!signal?.aborted)
        log.warn('Failed to refresh lead status', error instanceof Error ? error.name : undefined);
      return false;
    }
  };
}
