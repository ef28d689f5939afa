// The tracking configuration of one brand: plain data shared by the API (which reads the ids
// from its environment, builds the CSP from them and serves them) and the app's tracking
// facade (which starts the vendors they name). docs/tracking.md has the whole picture.
import * as z from 'zod/mini';

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

/** The shapes a vendor id may take; anything else is refused when the server starts. */
export const trackingIdPatterns = {
  gtmId: /^GTM-[A-Z0-9]{4,10}$/,
  analyticsKey: /^phc_[A-Za-z0-9]{20,64}$/,
  facebookPixelId: /^\d{15,16}$/,
  tiktokPixelId: /^C[A-Z0-9]{12,20}$/,
  // 'AW-<id>' loads the tag; Google attributes conversions to 'AW-<id>/<label>'.
  googleAdsConversionId: /^AW-\d{9,11}(\/[A-Za-z0-9_-]{1,64})?$/,
} as const satisfies Record<keyof BrandTrackingIds, RegExp>;

const httpsUrl = z.string().check(z.maxLength(500), z.regex(/^https:\/\/[^\s"';]+$/));
const id = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_/-]{1,100}$/)));

/**
 * The configuration as the API serves it to the app (GET /api/tracking-config). The app
 * parses it with this schema, so a broken answer starts nothing instead of crashing.
 */
export const trackingConfigSchema = z.object({
  posthogKey: id,
  posthogHost: z.optional(httpsUrl),
  gtmId: id,
  metaPixelId: id,
  tiktokPixelId: id,
  googleAdsSendTo: id,
  sessionRecording: z.optional(
    z.object({
      percentage: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
      retargetingLogging: z.optional(z.boolean()),
      abandonmentLogging: z.optional(z.boolean()),
      scriptUrl: z.optional(httpsUrl),
      appId: id,
      globalName: z.optional(z.string().check(z.regex(/^[A-Za-z_$][A-Za-z0-9_$]{0,50}$/))),
      connectHosts: z.optional(z.array(httpsUrl).check(z.maxLength(10))),
    }),
  ),
  consentRequired: z.optional(z.boolean()),
});

// The schema and the interface describe the same object: this fails to compile if they drift.
type ConfigShaped<T extends TrackingConfig> = T;
export type ParsedTrackingConfig = ConfigShaped<z.infer<typeof trackingConfigSchema>>;
