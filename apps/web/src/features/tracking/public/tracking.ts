import { createAdapterBuilder } from '../core/build-adapters';
import { createTracker } from '../core/tracker';
import type { TrackingConfig, TrackingContext } from '@finceptiv/contract/tracking-config';
import type { TrackingEventName, TrackingProperties, TrackingUserData } from './tracking-events';

// The one tracking entry point of the app (issue 10). Features call these functions; only
// the adapters behind them know a vendor. Every call made before startTracking is kept and
// replayed, so a feature never has to know whether tracking has started.
const tracker = createTracker(createAdapterBuilder());

/** Called once by the shell with the brand's ids (see trackingConfigFromBrand). */
export function startTracking(config: TrackingConfig, context: TrackingContext): void {
  tracker.start(config, context);
}

/** Lets marketing trackers start when the brand requires consent (the default). */
export function grantMarketingConsent(): void {
  tracker.grantMarketingConsent();
}

/** Properties must hold no personal data: they reach analytics and the tag manager. */
export function track(event: TrackingEventName, properties?: TrackingProperties): void {
  tracker.track(event, properties);
}

/** For the moment before leaving the page (partner redirect): waits at most timeoutMs. */
export function trackAndWait(
  event: TrackingEventName,
  properties?: TrackingProperties,
  timeoutMs?: number,
): Promise<void> {
  return tracker.trackAndWait(event, properties, timeoutMs);
}

export function identify(sessionId: string): void {
  tracker.identify(sessionId);
}

export function page(path: string): void {
  tracker.page(path);
}

/** Email, phone and click ids for the ad pixels only (hashed where the vendor wants it). */
export function setTrackingUserData(data: TrackingUserData): void {
  tracker.setUserData(data);
}

/** The shell's reportError forwards here: uncaught errors, 'ApplicationPage not found', ... */
export function reportToErrorTracker(message: string, details?: unknown): void {
  tracker.reportToErrorTracker(message, details);
}
