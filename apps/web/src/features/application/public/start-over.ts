// Spec 4: a reapplying applicant (the stored lead is past the forms: checking, an offer or an
// outcome) starts a new application clean instead of updating a lead the server has closed.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { isAfterOffer, isProgressState, ProgressState } from '@finceptiv/contract/progress-states';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { sessionKeys } from '@/shared/storage/storage-keys';
import { applicationStateCleared } from './application-actions';
import type { ApplicationSlices } from './use-application-selector';

/** Whether a lead in this state still takes form data (the server answers 409 otherwise). */
function takesFormData(state: number): boolean {
  return state === ProgressState.None || (isProgressState(state) && !isAfterOffer(state));
}

/** Whether the stored lead is finished: the next save of the loan starts a new application. */
export function hasFinishedLead({ applicationData, leadApplication }: ApplicationSlices): boolean {
  return applicationData.id !== undefined && !takesFormData(leadApplication.progressState);
}

/** Clears the application state when the stored lead is finished; returns whether it did. */
export function startOverIfFinished(): ThunkAction<
  boolean,
  ApplicationSlices,
  unknown,
  UnknownAction
> {
  return (dispatch, getState) => {
    if (!hasFinishedLead(getState())) return false;
    dispatch(applicationStateCleared());
    openBrowserStorages().session.write(sessionKeys.reapplying, true);
    return true;
  };
}
