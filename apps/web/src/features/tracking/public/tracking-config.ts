// What the shell hands the tracking facade: plain data, no brand or store types, so the
// facade can be started from anywhere (and tested) without the rest of the app.

/** Spec 4 (session-replay gate) and spec 9 (session logging defaults). */
export interface SessionRecordingConfig {
  /** Share of sessions recorded, 0-100; spec 9 default 100. */
  percentage?: number;
  /** Record visitors who arrive with utm_source=retargeting; spec 9 default on. */
  retargetingLogging?: boolean;
  /** Record visitors who arrive with utm_source=abandonment; spec 9 default on. */
  abandonmentLogging?: boolean;
  /** The vendor's browser script; with appId, the identifier that turns recording on. */
  scriptUrl?: string;
  appId?: string;
  /**
   * The global the vendor's script defines. It must offer init, identify, track and
   * captureMessage (see recording/recorder-api.ts); no vendor SDK is a dependency.
   */
  globalName?: string;
  /** Hosts the vendor's script sends recordings to, for the CSP's connect-src. */
  connectHosts?: readonly string[];
}

export interface TrackingConfig {
  posthogKey?: string;
  /** Product-analytics API host; the SDK's own default when absent. */
  posthogHost?: string;
  gtmId?: string;
  metaPixelId?: string;
  tiktokPixelId?: string;
  /** Google Ads conversion target, 'AW-<id>/<label>' (the id alone also loads the tag). */
  googleAdsSendTo?: string;
  sessionRecording?: SessionRecordingConfig;
  /**
   * When true (the default), marketing trackers (tag manager, ad pixels, ad conversion) start
   * only after grantMarketingConsent(). Analytics and recording do not wait.
   */
  consentRequired?: boolean;
}

/** What the facade knows about the visit when it starts. */
export interface TrackingContext {
  /** Campaign values of the landing address (utm_*, gclid, gclsrc, gbraid, wbraid, ttclid). */
  campaign: Readonly<Record<string, string>>;
}

/** The tracking ids of a brand's configuration (brands/<id>/config.ts); '' means none. */
export interface BrandTrackingIds {
  gtmId: string;
  analyticsKey: string;
  facebookPixelId: string;
  tiktokPixelId: string;
  googleAdsConversionId: string;
}

const orUndefined = (value: string): string | undefined =>
  value.trim() === '' ? undefined : value;

/** Maps a brand's tracking ids onto the facade's config; empty ids start nothing. */
export function trackingConfigFromBrand(
  ids: BrandTrackingIds,
  extra: Pick<TrackingConfig, 'posthogHost' | 'sessionRecording' | 'consentRequired'> = {},
): TrackingConfig {
  return {
    posthogKey: orUndefined(ids.analyticsKey),
    gtmId: orUndefined(ids.gtmId),
    metaPixelId: orUndefined(ids.facebookPixelId),
    tiktokPixelId: orUndefined(ids.tiktokPixelId),
    googleAdsSendTo: orUndefined(ids.googleAdsConversionId),
    ...extra,
  };
}
