import type { TrackingAdapter } from '../core/adapter';
import { posthogOptions } from './posthog-options';

/** The part of the posthog-js instance the adapter uses. */
export interface PosthogClient {
  init(key: string, options: ReturnType<typeof posthogOptions>): unknown;
  register(properties: Record<string, string>): void;
  capture(event: string, properties?: Record<string, unknown>): unknown;
  identify(distinctId: string): void;
}

// Spec 7's campaign values. Anything else in the landing address (an email, a name) is never
// made a super property, whatever the caller passes.
const campaignKey = /^(utm_[a-z]+|gclid|gclsrc|gbraid|wbraid|ttclid)$/;

function campaignProperties(campaign: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(campaign).filter(([key]) => campaignKey.test(key)));
}

// Dynamic import: the SDK is large and nothing on the first screen waits for it.
const loadPosthog = async (): Promise<PosthogClient> => (await import('posthog-js')).default;

export interface PosthogAdapterOptions {
  key: string;
  host?: string | undefined;
  campaign: Readonly<Record<string, string>>;
  load?: () => Promise<PosthogClient>;
}

/** Product analytics (spec 7): identified by sessionId, campaign values on every event. */
export function createPosthogAdapter(options: PosthogAdapterOptions): TrackingAdapter {
  let client: PosthogClient | undefined;
  return {
    vendor: 'posthog',
    needsConsent: false,
    async start() {
      const loaded = await (options.load ?? loadPosthog)();
      loaded.init(options.key, posthogOptions(options.host));
      // Super properties: the SDK adds them to every later event.
      loaded.register(campaignProperties(options.campaign));
      client = loaded;
    },
    track(event, properties) {
      client?.capture(event, { ...properties });
    },
    identify(sessionId) {
      client?.identify(sessionId);
    },
    page(path) {
      client?.capture('$pageview', { $current_url: new URL(path, window.location.origin).href });
    },
  };
}
