import type { TrackingConfig } from './tracking-config.ts';

// What the Content-Security-Policy must admit for each vendor, as data, so the API builds its
// header from the same configuration it serves the app. Vendor scripts are script elements
// with a src (never inline text), so no vendor needs 'unsafe-inline'.

export type CspDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src';
export type CspSources = Record<CspDirective, readonly string[]>;

const none: CspSources = { 'script-src': [], 'connect-src': [], 'img-src': [], 'frame-src': [] };

/** Vendors whose hosts do not depend on configuration. */
export const vendorCspHosts = {
  gtm: {
    ...none,
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    'frame-src': ['https://www.googletagmanager.com'],
  },
  googleAds: {
    ...none,
    'script-src': [
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
    ],
    'connect-src': [
      'https://www.googletagmanager.com',
      'https://www.google.com',
      'https://googleads.g.doubleclick.net',
    ],
    'img-src': [
      'https://www.google.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
    ],
    'frame-src': ['https://td.doubleclick.net'],
  },
  metaPixel: {
    ...none,
    'script-src': ['https://connect.facebook.net'],
    'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
  },
  tiktokPixel: {
    ...none,
    'script-src': ['https://analytics.tiktok.com'],
    'connect-src': ['https://analytics.tiktok.com'],
    'img-src': ['https://analytics.tiktok.com'],
  },
} as const satisfies Record<string, CspSources>;

// The analytics SDK's own default, which the app's posthog-options.ts passes explicitly.
export const defaultPosthogHost = 'https://us.i.posthog.com';

/** The analytics API host and, for the vendor's cloud, its static-assets host. */
export function posthogCspHosts(host: string = defaultPosthogHost): CspSources {
  const origin = new URL(host).origin;
  const cloud = /^https:\/\/(us|eu)\.i\.posthog\.com$/.exec(origin);
  const assets = cloud ? `https://${cloud[1] ?? 'us'}-assets.i.posthog.com` : origin;
  const both = [...new Set([origin, assets])];
  return { ...none, 'script-src': [assets], 'connect-src': both };
}

function recordingCspHosts(recording: TrackingConfig['sessionRecording']): CspSources {
  if (!recording?.scriptUrl) return none;
  const origin = new URL(recording.scriptUrl).origin;
  return {
    ...none,
    'script-src': [origin],
    'connect-src': [origin, ...(recording.connectHosts ?? [])],
  };
}

/** Every host the configured vendors need, per directive, without duplicates. */
export function cspSourcesFor(config: TrackingConfig): CspSources {
  const parts: CspSources[] = [];
  if (config.posthogKey) parts.push(posthogCspHosts(config.posthogHost));
  if (config.sessionRecording) parts.push(recordingCspHosts(config.sessionRecording));
  if (config.gtmId) parts.push(vendorCspHosts.gtm);
  if (config.metaPixelId) parts.push(vendorCspHosts.metaPixel);
  if (config.tiktokPixelId) parts.push(vendorCspHosts.tiktokPixel);
  if (config.googleAdsSendTo) parts.push(vendorCspHosts.googleAds);
  const merged = (directive: CspDirective) => [
    ...new Set(parts.flatMap((part) => part[directive])),
  ];
  return {
    'script-src': merged('script-src'),
    'connect-src': merged('connect-src'),
    'img-src': merged('img-src'),
    'frame-src': merged('frame-src'),
  };
}
