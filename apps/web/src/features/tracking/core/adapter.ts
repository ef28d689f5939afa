import type {
  TrackingEventName,
  TrackingProperties,
  TrackingUserData,
} from '../public/tracking-events';

export type VendorId =
  'posthog' | 'gtm' | 'sessionRecording' | 'metaPixel' | 'tiktokPixel' | 'googleAds';

/** The user as known when an event was tracked: identity plus the ad pixels' identifiers. */
export interface TrackedUser extends TrackingUserData {
  sessionId?: string;
}

/**
 * One vendor behind the facade. Only start may be slow; the rest hand a call over and
 * return. A returned promise means "delivered when settled" (the facade can wait for it).
 */
export interface TrackingAdapter {
  readonly vendor: VendorId;
  /**
   * Waits for the consent banner's yes when the brand requires consent: the marketing trackers
   * and session recording (ADR 0009, amended by "personal data stays in the tab").
   */
  readonly needsConsent: boolean;
  /** Loads the vendor; rejects when it cannot run (the adapter's calls are then dropped). */
  start(): Promise<void>;
  track?(event: TrackingEventName, properties: TrackingProperties, user: TrackedUser): unknown;
  identify?(sessionId: string): void;
  page?(path: string): void;
  reportError?(message: string, details: string | undefined): void;
}
