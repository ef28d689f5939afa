// POST /lead/continue/:id (docs/api.md): the applicant takes the offer; the lead moves to the
// partner's first post-offer step and the stored state follows, so the navigator moves on.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';
import { leadResponseSchema } from '@finceptiv/contract/api/lead-schemas';
import { leadApplicationStateReceived } from '@/features/application/public/lead-application-slice';
import { refreshLeadStatus } from '@/features/application/public/refresh-lead-status';
import type { ApplicationSlices } from '@/features/application/public/use-application-selector';
import { ApiError, apiRequest } from '@/shared/api/client';
import { clientPath } from '@/shared/api/client-path';

/**
 * Resolves true when the lead moved on. `idempotencyKey` is one per press of Continue, reused
 * by its retry, so a lost answer never moves the lead two steps.
 */
export function continueOffer(
  idempotencyKey: string,
): ThunkAction<Promise<boolean>, ApplicationSlices, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const id = getState().applicationData.id;
    if (id === undefined) return false;
    try {
      const answer = await apiRequest<unknown>(
        'POST',
        clientPath(leadRoutes.continueLead, { id }),
        {},
        { idempotencyKey },
      );
      const { id: answeredId, ...state } = leadResponseSchema.parse(answer);
      if (getState().applicationData.id !== answeredId) return false;
      dispatch(leadApplicationStateReceived(state));
      return true;
    } catch (error) {
      // 409: the lead is no longer at the offer (another tab took it): follow where it is.
      if (error instanceof ApiError && error.status === 409) {
        return dispatch(refreshLeadStatus());
      }
      return false;
    }
  };
}
