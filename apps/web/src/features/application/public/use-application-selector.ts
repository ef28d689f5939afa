import { useSelector } from 'react-redux';
import type { ApplicationDataState } from './application-data-slice';
import type { LeadApplicationState } from './lead-application-slice';

/** The part of the root state this feature owns, for features that cannot import app/. */
export interface ApplicationSlices {
  applicationData: ApplicationDataState;
  leadApplication: LeadApplicationState;
}

export const useApplicationSelector = useSelector.withTypes<ApplicationSlices>();
