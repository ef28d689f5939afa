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
  /** The router's path, without the query (which may once have carried personal values). */
  path: string;
  leadId: string | undefined;
  progressState: number;
  sessionId: string | null;
  partner: string | undefined;
  /** The v3 initial-details form's marketing consent box. */
  marketingConsent: boolean;
  /** For the ad pixels only: read just before lead_created, never sent to analytics. */
  userData: TrackingUserData;
}

export type JourneyCall =
  | { kind: 'page'; path: string }
  | { kind: 'track'; event: TrackingEventName; properties: TrackingProperties }
  | { kind: 'identify'; sessionId: string }
  | { kind: 'userData'; data: TrackingUserData }
  | { kind: 'marketingConsent' };

/**
 * The calls between two snapshots. The first snapshot of a page load (previous undefined)
 * is a baseline: a lead or a state brought back from storage after a reload was already
 * counted when it happened, so only its page view, identity and consent are sent.
 */
export function journeyCalls(
  previous: JourneySnapshot | undefined,
  next: JourneySnapshot,
): JourneyCall[] {
  const calls: JourneyCall[] = [];
  if (next.sessionId && next.sessionId !== previous?.sessionId) {
    calls.push({ kind: 'identify', sessionId: next.sessionId });
  }
  if (next.marketingConsent && !previous?.marketingConsent) {
    calls.push({ kind: 'marketingConsent' });
  }
  if (next.path !== previous?.path) {
    calls.push({ kind: 'page', path: next.path });
    calls.push({ kind: 'track', event: 'step_viewed', properties: { step: next.path } });
  }
  if (!previous) return calls;
  if (next.leadId && next.leadId !== previous.leadId) {
    calls.push({ kind: 'userData', data: next.userData });
    calls.push({ kind: 'track', event: 'lead_created', properties: { leadId: next.leadId } });
  }
  if (next.progressState !== previous.progressState) {
    const event = eventForProgressState(next.progressState);
    if (event) calls.push({ kind: 'track', event, properties: outcomeProperties(next) });
  }
  return calls;
}

function outcomeProperties(next: JourneySnapshot): TrackingProperties {
  const leadId = next.leadId ?? null;
  return next.progressState === ProgressState.Redirected
    ? { leadId, partner: next.partner ?? null }
    : { leadId };
}
