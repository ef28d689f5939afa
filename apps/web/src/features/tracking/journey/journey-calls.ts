import { ProgressState } from '@finceptiv/contract/progress-states';
import {
  eventForProgressState,
  type TrackingEventName,
  type TrackingProperties,
  type TrackingUserData,
} from '../public/tracking-events';

// Which facade calls a change of the journey stands for (docs/tracking.md, "Events and where
// they fire"). Watching the store and the address in one place means the flows themselves
// carry no tracking code, and an event cannot be forgotten on a new screen.

/** What the journey looks like at one moment, read from the router and the store. */
export interface JourneySnapshot {
  /** The router's path without the query, a lead id in it replaced by its pattern (tracked-path.ts). */
  path: string;
  /**
   * The application's pseudonym for vendors (application-ref.ts), never the lead id: whoever
   * holds a lead id may act on the lead, and vendors' data is read by many.
   */
  applicationRef: string | undefined;
  progressState: number;
  sessionId: string | null;
  partner: string | undefined;
  /** For the ad pixels only: read just before lead_created, never sent to analytics. */
  userData: TrackingUserData;
}

export type JourneyCall =
  | { kind: 'page'; path: string }
  | { kind: 'track'; event: TrackingEventName; properties: TrackingProperties }
  | { kind: 'identify'; sessionId: string }
  | { kind: 'userData'; data: TrackingUserData };

/**
 * The calls between two snapshots. The first snapshot of a page load (previous undefined)
 * is a baseline: a lead or a state brought back from storage after a reload was already
 * counted when it happened, so only its page view and identity are sent. Consent is not the
 * journey's business: only the consent banner gives it (ADR 0009, amended).
 */
export function journeyCalls(
  previous: JourneySnapshot | undefined,
  next: JourneySnapshot,
): JourneyCall[] {
  const calls: JourneyCall[] = [];
  if (next.sessionId && next.sessionId !== previous?.sessionId) {
    calls.push({ kind: 'identify', sessionId: next.sessionId });
  }
  if (next.path !== previous?.path) {
    calls.push({ kind: 'page', path: next.path });
    calls.push({ kind: 'track', event: 'step_viewed', properties: { step: next.path } });
  }
  if (!previous) return calls;
  if (next.applicationRef && next.applicationRef !== previous.applicationRef) {
    calls.push({ kind: 'userData', data: next.userData });
    const properties = { applicationRef: next.applicationRef };
    calls.push({ kind: 'track', event: 'lead_created', properties });
  }
  if (next.progressState !== previous.progressState) {
    const event = eventForProgressState(next.progressState);
    if (event) calls.push({ kind: 'track', event, properties: outcomeProperties(next) });
  }
  return calls;
}

function outcomeProperties(next: JourneySnapshot): TrackingProperties {
  const applicationRef = next.applicationRef ?? null;
  return next.progressState === ProgressState.Redirected
    ? { applicationRef, partner: next.partner ?? null }
    : { applicationRef };
}
