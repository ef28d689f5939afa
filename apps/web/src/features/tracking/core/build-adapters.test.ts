import { describe, expect, it } from 'vitest';
import { wrapStore } from '@/shared/storage/app-storage';
import { noopStore } from '@/shared/storage/key-value-store';
import type { LocalKey, SessionKey } from '@/shared/storage/storage-keys';
import type { TrackingConfig } from '@finceptiv/contract/tracking-config';
import { createAdapterBuilder } from './build-adapters';

function builder(random = () => 0, local = new Map<string, string>()) {
  const localStore = {
    getItem: (key: string) => local.get(key) ?? null,
    setItem: (key: string, value: string) => local.set(key, value),
    removeItem: (key: string) => local.delete(key),
  };
  return createAdapterBuilder({
    random,
    storages: () => ({
      local: wrapStore<LocalKey>(localStore),
      session: wrapStore<SessionKey>(noopStore),
    }),
  });
}

const recorder = {
  scriptUrl: 'https://cdn.recorder.test/r.js',
  appId: 'org/app',
  globalName: 'Rec',
};
const everything: TrackingConfig = {
  posthogKey: 'phc_1',
  gtmId: 'GTM-ABCD12',
  metaPixelId: '1',
  tiktokPixelId: 'C1',
  googleAdsSendTo: 'AW-1/x',
  sessionRecording: recorder,
};
const vendorsOf = (config: TrackingConfig, build = builder()) =>
  build(config, { campaign: {} }).map((adapter) => adapter.vendor);

describe('createAdapterBuilder', () => {
  it('builds one adapter per configured service', () => {
    expect(vendorsOf(everything)).toEqual([
      'posthog',
      'sessionRecording',
      'gtm',
      'metaPixel',
      'tiktokPixel',
      'googleAds',
    ]);
  });

  it('builds nothing for services without an identifier', () => {
    expect(vendorsOf({})).toEqual([]);
    expect(
      vendorsOf({ posthogKey: ' ', metaPixelId: '', sessionRecording: { percentage: 100 } }),
    ).toEqual([]);
  });

  it('makes recording, the tag manager and the ad trackers wait for consent', () => {
    const waiting = builder()(everything, { campaign: {} })
      .filter((adapter) => adapter.needsConsent)
      .map((adapter) => adapter.vendor);
    expect(waiting).toEqual(['sessionRecording', 'gtm', 'metaPixel', 'tiktokPixel', 'googleAds']);
  });

  it('leaves recording out for a session sampled out', () => {
    const sampledOut = builder(() => 0.5);
    expect(vendorsOf({ sessionRecording: { ...recorder, percentage: 40 } }, sampledOut)).toEqual(
      [],
    );
    expect(vendorsOf({ sessionRecording: { ...recorder, percentage: 60 } }, sampledOut)).toEqual([
      'sessionRecording',
    ]);
  });

  it('leaves recording out and sets the block flag behind the replay gate', () => {
    const local = new Map<string, string>();
    const built = builder(() => 0, local)(
      { sessionRecording: { ...recorder, abandonmentLogging: false } },
      { campaign: { utm_source: 'abandonment' } },
    );
    expect(built).toEqual([]);
    expect(local.get('logRocketBlocked')).toBe('true');
  });
});
