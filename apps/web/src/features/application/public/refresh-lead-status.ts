// GET /lead/status/:id: the lead's state as the server has it (no personal data). Used when the
// server refused an update because the lead moved on (a decision came in), and by screens that
// wait for one; the stored state then changes and the progress navigator follows it.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { leadResponseSchema } from '@finceptiv/contract/api/lead-schemas';
import { apiRequest } from '@/shared/api/client';
import { log } from '@/shared/lib/log';
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
      const answer = await apiRequest<unknown>(
        'GET',
        `/lead/status/${encodeURIComponent(id)}`,
        undefined,
        signal ? { signal } : {},
      );
      const { id: answeredId, ...state } = leadResponseSchema.parse(answer);
      // The applicant may have started another application meanwhile.
      if (getState().applicationData.id !== answeredId) return false;
      dispatch(leadApplicationStateReceived(state));
      return true;
    } catch (error) {
      if (!signal?.aborted)
        log.warn('Failed to refresh lead status', error instanceof Error ? error.name : undefined);
      return false;
    }
  };
}
