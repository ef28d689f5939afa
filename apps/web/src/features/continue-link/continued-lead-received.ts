// Prefills the application from a continued lead. Whatever the browser held before belonged to
// this or another application: the stale fields go first, then the lead's data and state come
// in, so no field of an older application mixes into this one. The session stays this tab's.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ContinueLeadResponse } from '@finceptiv/contract/api/lead-schemas';
import {
  applicationStateCleared,
  leadSaved,
} from '@/features/application/public/application-actions';
import { applicationDataUpdated } from '@/features/application/public/application-data-slice';
import { leadApplicationStateReceived } from '@/features/application/public/lead-application-slice';
import type { ApplicationSlices } from '@/features/application/public/use-application-selector';

export function continuedLeadReceived(
  response: ContinueLeadResponse,
): ThunkAction<void, ApplicationSlices, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const { sessionId, sessionStartedAt } = getState().applicationData;
    const { id, data, ...state } = response;
    // Masked identifiers are for showing, never for a form that would send them back.
    Reflect.deleteProperty(state, 'dataPoints');
    Reflect.deleteProperty(state, 'masked');
    dispatch(applicationStateCleared());
    const session = sessionId === undefined ? {} : { sessionId, sessionStartedAt };
    dispatch(applicationDataUpdated({ ...data, ...session, leadStatus: true }));
    dispatch(leadSaved({ id }));
    dispatch(leadApplicationStateReceived(state));
  };
}
