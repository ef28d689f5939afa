import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ApplicationDataState } from './application-data-slice';
import type { LeadApplicationState } from './lead-application-slice';

/** The part of the root state this feature owns, for features that cannot import app/. */
export interface ApplicationSlices {
  applicationData: ApplicationDataState;
  leadApplication: LeadApplicationState;
}

export const useApplicationSelector = useSelector.withTypes<ApplicationSlices>();
export const useApplicationDispatch =
  useDispatch.withTypes<ThunkDispatch<ApplicationSlices, unknown, UnknownAction>>();
export const useApplicationStore = useStore.withTypes<Store<ApplicationSlices>>();
