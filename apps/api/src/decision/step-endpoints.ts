import { postOfferSteps } from '@finceptiv/contract/post-offer-steps';
import { ProgressState, type ProgressStateValue } from '@finceptiv/contract/progress-states';

const S = ProgressState;

// The step calls and the states they complete are the contract's table (post-offer-steps.ts);
// a call for a lead in any other state is a 409. These paths complete states outside it.
export const specialStepStates: Readonly<Record<string, readonly ProgressStateValue[]>> = {
  '/v2/customer/mobile/verify': [S.MobileVerification],
  '/v2/customer/mobile': [S.ChangeMobileNumber, S.MobileVerification],
  '/lead/idUpload': [S.IdUpload],
};

/** Every post-offer state a partner can put a lead in (where a skip may apply). */
export const everyStepState: readonly ProgressStateValue[] = [
  ...(Object.keys(postOfferSteps).map(Number) as ProgressStateValue[]),
  S.MobileVerification,
  S.ChangeMobileNumber,
];
