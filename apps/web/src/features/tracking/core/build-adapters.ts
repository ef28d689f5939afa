import { openBrowserStorages, type Storages } from '@/shared/storage/app-storage';
import { createPosthogAdapter } from '../analytics/posthog-adapter';
import { createGoogleAdsAdapter } from '../google-ads/google-ads-adapter';
import { createMetaPixelAdapter } from '../meta/meta-pixel-adapter';
import type { TrackingConfig, TrackingContext } from '@finceptiv/contract/tracking-config';
import { shouldRecordSession } from '../recording/recording-decision';
import { createRecordingAdapter } from '../recording/recording-adapter';
import type { RandomSource } from '../recording/sampling';
import { createGtmAdapter } from '../tag-manager/gtm-adapter';
import { createTikTokPixelAdapter } from '../tiktok/tiktok-pixel-adapter';
import type { TrackingAdapter } from './adapter';
import type { BuildAdapters } from './tracker';

export interface AdapterBuilderDeps {
  storages?: () => Pick<Storages, 'local' | 'session'>;
  random?: RandomSource;
  doc?: Document;
}

const present = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

function recordingAdapter(
  config: TrackingConfig,
  context: TrackingContext,
  deps: AdapterBuilderDeps,
): TrackingAdapter | undefined {
  const recording = config.sessionRecording;
  if (!recording) return undefined;
  // The gate runs whenever recording is configured: its flag is also read by host-page scripts.
  const recorded = shouldRecordSession({
    config: recording,
    campaign: context.campaign,
    storages: (deps.storages ?? openBrowserStorages)(),
    random: deps.random ?? Math.random,
  });
  const { scriptUrl, appId, globalName } = recording;
  if (!recorded || !present(scriptUrl) || !present(appId) || !present(globalName)) return undefined;
  return createRecordingAdapter({ scriptUrl, appId, globalName, doc: deps.doc });
}

/** One adapter per service the brand gave an identifier for; nothing else is built. */
export function createAdapterBuilder(deps: AdapterBuilderDeps = {}): BuildAdapters {
  return (config, context) => {
    const adapters: (TrackingAdapter | undefined)[] = [
      present(config.posthogKey)
        ? createPosthogAdapter({
            key: config.posthogKey,
            host: config.posthogHost,
            campaign: context.campaign,
          })
        : undefined,
      recordingAdapter(config, context, deps),
      // A configured but malformed id is still built: its start gives the spec 8 warning.
      config.gtmId !== undefined ? createGtmAdapter(config.gtmId, deps.doc) : undefined,
      present(config.metaPixelId)
        ? createMetaPixelAdapter(config.metaPixelId, deps.doc)
        : undefined,
      present(config.tiktokPixelId)
        ? createTikTokPixelAdapter(config.tiktokPixelId, { doc: deps.doc })
        : undefined,
      present(config.googleAdsSendTo)
        ? createGoogleAdsAdapter(config.googleAdsSendTo, deps.doc)
        : undefined,
    ];
    return adapters.filter((adapter): adapter is TrackingAdapter => adapter !== undefined);
  };
}
