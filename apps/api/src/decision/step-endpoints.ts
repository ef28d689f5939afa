import { postOfferSteps } from '@finceptiv/contract/post-offer-steps';
import { ProgressState, type ProgressStateValue } from '@finceptiv/contract/progress-states';

const S = ProgressState;

/** Every post-offer state a partner can put a lead in (where a skip may apply). */
export const everyStepState: readonly ProgressStateValue[] = [
  ...(Object.keys(postOfferSteps).map(Number) as ProgressStateValue[]),
  S.MobileVerification,
  S.ChangeMobileNumber,
];
