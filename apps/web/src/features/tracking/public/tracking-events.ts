import { ProgressState } from '@finceptiv/contract/progress-states';

// The product's own event names. Each adapter maps them to its vendor's vocabulary
// (docs/tracking.md has the table); features never use a vendor's event names.
export const trackingEvents = [
  'lead_created',
  'application_completed',
  'application_rejected',
  'application_redirected',
  'step_viewed',
] as const;

export type TrackingEventName = (typeof trackingEvents)[number];

/** Event properties: flat and free of personal data (they reach analytics and the tag manager). */
export type TrackingProperties = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Identifiers only the ad pixels use, hashed where the vendor asks for it. They never reach
 * analytics or the tag manager.
 */
export interface TrackingUserData {
  email?: string;
  phoneNumber?: string;
  /** Social ad pixel browser and click ids (spec 3, tracking fields). */
  fbp?: string;
  fbc?: string;
}

/**
 * The outcome event a progress state stands for, if any. The application counts as completed
 * when it reaches checking (6): the applicant has sent every step, whatever the decision is
 * (the ad pixels' CompleteRegistration); redirected (12) and rejected (13) are the decisions
 * the brand pays to know about. Thank-you (11) follows an offer and is not counted again.
 */
export function eventForProgressState(state: number): TrackingEventName | undefined {
  switch (state) {
    case ProgressState.Checking:
      return 'application_completed';
    case ProgressState.Redirected:
      return 'application_redirected';
    case ProgressState.Rejected:
      return 'application_rejected';
    default:
      return undefined;
  }
}
